ALTER TABLE "content_documents" ADD COLUMN "collection" text;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_entry_idx" ON "content_documents" USING btree ("collection","slug");