CREATE TABLE "guide_progress" (
	"holder" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"logs_opened_at" timestamp with time zone,
	"skipped_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guide_progress_holder_organization_id_pk" PRIMARY KEY("holder","organization_id")
);
--> statement-breakpoint
ALTER TABLE "guide_progress" ADD CONSTRAINT "guide_progress_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;