/** Whose certification pages a certificate is listed on (decision 016). */
export const certificateAreas = ['group', 'energy', 'electronics'] as const;
export type CertificateArea = (typeof certificateAreas)[number];
export const isCertificateArea = (value: unknown): value is CertificateArea => certificateAreas.includes(value as CertificateArea);

/** Staff are e-mailed this many days before a certificate expires, once per expiry date. */
export const certificateReminderDays = 60;

/** The badges a certificate card can wear, by what the standard is about. */
export const certificateIcons = ['badge', 'leaf', 'hardHat', 'shield'] as const;
