CREATE TABLE "content_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"action" text NOT NULL,
	"version" integer,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_audit" ADD CONSTRAINT "content_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_audit_at_idx" ON "content_audit" USING btree ("at" DESC NULLS LAST);