/** The cache tag of what pages draw from the media library (crops, revisions): every change to a picture invalidates it. */
export const mediaTag = 'media';
