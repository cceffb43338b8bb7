CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"title" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"issuer" jsonb,
	"number" text,
	"areas" text[] NOT NULL,
	"icon" text,
	"image" text,
	"file_id" text,
	"valid_from" date,
	"valid_until" date,
	"reminded_for" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The group's three certificates as the site launched with them (decision 016): their issuer, number and dates are
-- for the company to record from the certificates themselves; the pictures are the site's drawings until then.
INSERT INTO "certificates" ("standard", "title", "scope", "areas", "icon", "image") VALUES ('ISO 9001:2015', '{"ar": "إدارة الجودة", "en": "Quality management"}'::jsonb, '{"ar": "نظام لإدارة الجودة يضبط التصميم والشراء والإنتاج والتركيب والخدمة، والتحسين المستمر جزء منه.", "en": "A quality management system that controls design, purchasing, production, installation and service, with continual improvement built in."}'::jsonb, ARRAY['group','energy','electronics'], 'badge', '/images/spots/certificate-iso-9001.svg');
--> statement-breakpoint
INSERT INTO "certificates" ("standard", "title", "scope", "areas", "icon", "image") VALUES ('ISO 14001:2015', '{"ar": "الإدارة البيئية", "en": "Environmental management"}'::jsonb, '{"ar": "نظام للإدارة البيئية يحدّد آثار أعمالنا ويقلّل النفايات والانبعاثات واستهلاك الموارد.", "en": "An environmental management system that identifies our impacts and reduces waste, emissions and resource use."}'::jsonb, ARRAY['group','energy','electronics'], 'leaf', '/images/spots/certificate-iso-14001.svg');
--> statement-breakpoint
INSERT INTO "certificates" ("standard", "title", "scope", "areas", "icon", "image") VALUES ('ISO 45001:2018', '{"ar": "الصحة والسلامة المهنية", "en": "Occupational health and safety"}'::jsonb, '{"ar": "نظام لإدارة السلامة يحدّد المخاطر ويضبطها في ورشنا ومصانعنا وفي موقعك.", "en": "A safety management system that identifies hazards and controls risks in our workshops, factories and on your site."}'::jsonb, ARRAY['group','energy'], 'hardHat', '/images/spots/certificate-iso-45001.svg');
