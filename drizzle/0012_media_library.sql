ALTER TABLE "news_images" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "caption" jsonb;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "focus_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;