ALTER TABLE "webhook_deliveries" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "environment_type" text;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "project_id" = ("body"::jsonb #>> '{payload,project_id}')::uuid, "environment_type" = "body"::jsonb #>> '{payload,environment_type}' WHERE NOT "is_test" AND "kind" <> 'SLACK';
