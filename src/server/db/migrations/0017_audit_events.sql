CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"organization_id" uuid NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"target_id" uuid,
	"target_name" text NOT NULL,
	"target_type" text NOT NULL,
	"sub_target_type" text,
	"change" jsonb,
	"origin" text NOT NULL,
	"triggered_by" text,
	"project_id" uuid,
	"environment_id" uuid
);
--> statement-breakpoint
CREATE INDEX "audit_events_latest_idx" ON "audit_events" USING btree ("organization_id","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_event_type_idx" ON "audit_events" USING btree ("organization_id","event_type","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_type_idx" ON "audit_events" USING btree ("organization_id","target_type","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("organization_id","target_id","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_sub_target_type_idx" ON "audit_events" USING btree ("organization_id","sub_target_type","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_triggered_by_idx" ON "audit_events" USING btree ("organization_id","triggered_by","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_origin_idx" ON "audit_events" USING btree ("organization_id","origin","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_project_idx" ON "audit_events" USING btree ("organization_id","project_id","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_environment_idx" ON "audit_events" USING btree ("organization_id","environment_id","timestamp" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_timestamp_idx" ON "audit_events" USING btree ("timestamp");--> statement-breakpoint
-- What changed between two versions of a row, field by field: `{ field: { before, after } }`, nested objects (a
-- service's configuration) by their dotted paths, and a secret field (sealed values, hashes, passwords, webhook
-- secrets) as "changed" alone, so no secret reaches the log.
CREATE FUNCTION "audit_diff"("before_value" jsonb, "after_value" jsonb, "prefix" text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  diff jsonb := '{}';
  field text;
  was jsonb;
  now_value jsonb;
BEGIN
  FOR field IN
    SELECT jsonb_object_keys(coalesce(before_value, '{}')) UNION SELECT jsonb_object_keys(coalesce(after_value, '{}'))
  LOOP
    was := coalesce(before_value -> field, 'null');
    now_value := coalesce(after_value -> field, 'null');
    CONTINUE WHEN was = now_value;
    IF field ~* '(^sealed_|_hash$|^secret$|_secret$|password|credentials$)' THEN
      diff := diff || jsonb_build_object(prefix || field, 'changed');
    ELSIF jsonb_typeof(was) IN ('object', 'null') AND jsonb_typeof(now_value) IN ('object', 'null')
      AND 'object' IN (jsonb_typeof(was), jsonb_typeof(now_value)) THEN
      diff := diff || audit_diff(nullif(was, 'null'), nullif(now_value, 'null'), prefix || field || '.');
    ELSE
      diff := diff || jsonb_build_object(prefix || field, jsonb_build_object('before', was, 'after', now_value));
    END IF;
  END LOOP;
  RETURN diff;
END $$;
--> statement-breakpoint
-- One event per change of a watched table, in the transaction of the change. Who made it comes from the
-- `audit.actor` setting the server gives each write statement of a request (db/auditActor.ts): `by`, `origin`
-- and `at`, the request's clock; a write with none (the engine, the demo's seed) is the platform's own.
-- Rows changed by another trigger are not recorded again (a cascade's deletions may be, when their
-- organization is still known). An update that changes nothing but bookkeeping (versions, timestamps, last use,
-- when a schedule acted and acts next) records nothing.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping text[] := ARRAY['id', 'organization_id', 'created_at', 'updated_at', 'last_used_at', 'config_version',
    'config_revision', 'variable_versions', 'revision', 'sequence', 'status', 'deployment_status',
    'deployed_config_version', 'last_transition_at', 'next_transition_at'];
  before_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  after_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  subject jsonb := coalesce(after_row, before_row);
  actor jsonb := nullif(current_setting('audit.actor', true), '')::jsonb;
  event_type text := CASE TG_OP WHEN 'INSERT' THEN 'CREATE' WHEN 'UPDATE' THEN 'UPDATE' ELSE 'DELETE' END;
  target_type text;
  sub_target_type text;
  target_id uuid := (subject ->> 'id')::uuid;
  target_name text := coalesce(subject ->> 'name', '');
  organization_id uuid := (subject ->> 'organization_id')::uuid;
  project_id uuid := (subject ->> 'project_id')::uuid;
  environment_id uuid := (subject ->> 'environment_id')::uuid;
  origin text := coalesce(actor ->> 'origin', 'PLATFORM_INTERNAL');
  triggered_by text := actor ->> 'by';
  change jsonb;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME NOT IN ('deployment_requests', 'cluster_executions') THEN
    change := audit_diff(before_row - bookkeeping, after_row - bookkeeping, '');
    IF TG_OP = 'UPDATE' AND change = '{}' THEN
      RETURN NULL;
    END IF;
  END IF;
  CASE TG_TABLE_NAME
    WHEN 'organizations' THEN
      target_type := 'ORGANIZATION';
      organization_id := target_id;
    WHEN 'billing_infos' THEN
      target_type := 'ORGANIZATION';
      sub_target_type := 'BILLING_INFO';
      target_id := organization_id;
    WHEN 'projects' THEN
      target_type := 'PROJECT';
      project_id := target_id;
    WHEN 'environments' THEN
      target_type := 'ENVIRONMENT';
      environment_id := target_id;
    WHEN 'services' THEN
      target_type := subject ->> 'type';
    WHEN 'variables' THEN
      target_type := CASE subject ->> 'scope' WHEN 'BUILT_IN' THEN 'DATABASE' ELSE subject ->> 'scope' END;
      sub_target_type := CASE WHEN (subject ->> 'is_secret')::boolean THEN 'SECRET' ELSE 'VARIABLE' END;
      target_id := (subject ->> 'parent_id')::uuid;
      target_name := subject ->> 'key';
    WHEN 'custom_domains' THEN
      SELECT s.type, s.name, s.project_id, s.environment_id INTO target_type, target_name, project_id, environment_id
        FROM services s WHERE s.id = (subject ->> 'service_id')::uuid;
      target_type := coalesce(target_type, 'APPLICATION');
      sub_target_type := 'CUSTOM_DOMAIN';
      target_id := (subject ->> 'service_id')::uuid;
      target_name := coalesce(target_name, '') || ' ' || (subject ->> 'domain');
    WHEN 'deployment_stages' THEN
      target_type := 'ENVIRONMENT';
      sub_target_type := 'DEPLOYMENT_STAGE';
      environment_id := (subject ->> 'environment_id')::uuid;
      SELECT e.organization_id, e.project_id INTO organization_id, project_id FROM environments e
        WHERE e.id = environment_id;
    WHEN 'deployment_stage_services' THEN
      target_type := 'ENVIRONMENT';
      sub_target_type := 'DEPLOYMENT_STAGE';
      SELECT e.organization_id, e.project_id, e.id, st.name INTO organization_id, project_id, environment_id, target_name
        FROM deployment_stages st JOIN environments e ON e.id = st.environment_id
        WHERE st.id = (subject ->> 'stage_id')::uuid;
      target_id := environment_id;
    WHEN 'project_deployment_rules' THEN
      target_type := 'PROJECT';
      sub_target_type := 'DEPLOYMENT_RULE';
      target_id := project_id;
    WHEN 'environment_deployment_rules' THEN
      target_type := 'ENVIRONMENT';
      sub_target_type := 'DEPLOYMENT_RULE';
      target_id := environment_id;
      SELECT e.organization_id, e.project_id, e.name INTO organization_id, project_id, target_name FROM environments e
        WHERE e.id = environment_id;
    WHEN 'clusters' THEN
      target_type := 'CLUSTER';
    WHEN 'cluster_locks' THEN
      target_type := 'CLUSTER';
      event_type := CASE TG_OP WHEN 'INSERT' THEN 'LOCK' WHEN 'DELETE' THEN 'UNLOCK' ELSE 'UPDATE' END;
      target_id := (subject ->> 'cluster_id')::uuid;
      SELECT c.name INTO target_name FROM clusters c WHERE c.id = target_id;
    WHEN 'cluster_executions' THEN
      target_type := 'CLUSTER';
      event_type := CASE subject ->> 'action' WHEN 'STOP' THEN 'TRIGGER_STOP' ELSE 'TRIGGER_DEPLOY' END;
      target_id := (subject ->> 'cluster_id')::uuid;
      SELECT c.name INTO target_name FROM clusters c WHERE c.id = target_id;
      change := jsonb_build_object('action', subject -> 'action');
    WHEN 'cloud_provider_credentials' THEN
      target_type := 'ORGANIZATION';
      sub_target_type := 'CLOUD_PROVIDER_CREDENTIALS';
    WHEN 'api_tokens' THEN
      target_type := 'ORGANIZATION';
      sub_target_type := 'API_TOKEN';
    WHEN 'git_tokens' THEN
      target_type := 'ORGANIZATION';
      sub_target_type := 'GIT_TOKEN';
    WHEN 'registries' THEN
      target_type := CASE subject ->> 'family' WHEN 'HELM' THEN 'HELM_REPOSITORY' ELSE 'CONTAINER_REGISTRY' END;
    WHEN 'webhooks' THEN
      target_type := 'WEBHOOK';
      target_name := subject ->> 'target_url';
    WHEN 'memberships' THEN
      target_type := 'MEMBERS_AND_ROLES';
      sub_target_type := 'MEMBER_ROLE';
      target_id := (subject ->> 'user_id')::uuid;
      SELECT u.email INTO target_name FROM users u WHERE u.id = target_id;
    WHEN 'invitations' THEN
      target_type := 'MEMBERS_AND_ROLES';
      sub_target_type := 'INVITATION';
      target_name := subject ->> 'email';
    WHEN 'custom_roles' THEN
      target_type := 'MEMBERS_AND_ROLES';
      sub_target_type := 'CUSTOM_ROLE';
    WHEN 'custom_role_projects', 'custom_role_clusters' THEN
      target_type := 'MEMBERS_AND_ROLES';
      sub_target_type := 'CUSTOM_ROLE';
      event_type := 'UPDATE';
      target_id := (subject ->> 'role_id')::uuid;
      SELECT r.organization_id, r.name INTO organization_id, target_name FROM custom_roles r WHERE r.id = target_id;
    WHEN 'deployment_requests' THEN
      IF TG_OP = 'INSERT' THEN
        event_type := 'TRIGGER_' || (subject ->> 'action');
      ELSIF (subject ->> 'cancel_requested')::boolean AND NOT (before_row ->> 'cancel_requested')::boolean
        OR subject ->> 'status' = 'CANCELED' AND before_row ->> 'status' = 'QUEUED' THEN
        event_type := 'TRIGGER_CANCEL';
      ELSE
        RETURN NULL;
      END IF;
      origin := coalesce(subject ->> 'origin', origin);
      triggered_by := coalesce(subject ->> 'triggered_by', triggered_by);
      change := jsonb_build_object('action', subject -> 'action', 'request_id', subject -> 'id');
      -- A service's request names its service; one naming none (its services all gone) is its environment's.
      IF subject ->> 'scope' = 'SERVICE' AND jsonb_array_length(coalesce(subject -> 'targets', '[]')) > 0 THEN
        target_id := (subject #>> '{targets,0,serviceId}')::uuid;
        target_type := subject #>> '{targets,0,serviceType}';
        SELECT s.name INTO target_name FROM services s WHERE s.id = target_id;
      ELSE
        target_id := environment_id;
        target_type := 'ENVIRONMENT';
        SELECT e.name INTO target_name FROM environments e WHERE e.id = target_id;
      END IF;
    ELSE
      RAISE EXCEPTION 'audit_row: no mapping for table %', TG_TABLE_NAME;
  END CASE;
  -- A row whose organization is gone with its parent (a cascade of a deletion) has no log to go to; a write is
  -- never refused for the sake of its record.
  IF organization_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_events (organization_id, "timestamp", event_type, target_id, target_name, target_type,
    sub_target_type, change, origin, triggered_by, project_id, environment_id)
  VALUES (organization_id,
    -- Milliseconds, as the clocks of the server and of the pages' tokens count.
    date_trunc('milliseconds', coalesce((actor ->> 'at')::timestamptz, (subject ->> 'updated_at')::timestamptz,
      (subject ->> 'created_at')::timestamptz, now())),
    event_type, target_id, coalesce(target_name, ''), target_type, sub_target_type,
    CASE WHEN change = '{}' THEN NULL ELSE change END, origin, triggered_by, project_id, environment_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_audit" AFTER INSERT OR UPDATE OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "billing_infos_audit" AFTER INSERT OR UPDATE OR DELETE ON "billing_infos" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "projects_audit" AFTER INSERT OR UPDATE OR DELETE ON "projects" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "environments_audit" AFTER INSERT OR UPDATE OR DELETE ON "environments" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "services_audit" AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "variables_audit" AFTER INSERT OR UPDATE OR DELETE ON "variables" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "custom_domains_audit" AFTER INSERT OR UPDATE OR DELETE ON "custom_domains" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "deployment_stages_audit" AFTER INSERT OR UPDATE OR DELETE ON "deployment_stages" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "deployment_stage_services_audit" AFTER INSERT OR UPDATE OR DELETE ON "deployment_stage_services" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "project_deployment_rules_audit" AFTER INSERT OR UPDATE OR DELETE ON "project_deployment_rules" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "environment_deployment_rules_audit" AFTER INSERT OR UPDATE OR DELETE ON "environment_deployment_rules" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "clusters_audit" AFTER INSERT OR UPDATE OR DELETE ON "clusters" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "cluster_locks_audit" AFTER INSERT OR UPDATE OR DELETE ON "cluster_locks" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "cloud_provider_credentials_audit" AFTER INSERT OR UPDATE OR DELETE ON "cloud_provider_credentials" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "api_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "git_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "git_tokens" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "registries_audit" AFTER INSERT OR UPDATE OR DELETE ON "registries" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "webhooks_audit" AFTER INSERT OR UPDATE OR DELETE ON "webhooks" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "memberships_audit" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "invitations_audit" AFTER INSERT OR UPDATE OR DELETE ON "invitations" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "custom_roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "custom_roles" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "custom_role_projects_audit" AFTER INSERT OR UPDATE OR DELETE ON "custom_role_projects" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "custom_role_clusters_audit" AFTER INSERT OR UPDATE OR DELETE ON "custom_role_clusters" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "deployment_requests_audit" AFTER INSERT ON "deployment_requests" FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
-- The engine saves its progress on the request many times; only a cancel is someone's change.
CREATE TRIGGER "deployment_requests_cancel_audit" AFTER UPDATE ON "deployment_requests" FOR EACH ROW
  WHEN (NEW.cancel_requested AND NOT OLD.cancel_requested OR NEW.status = 'CANCELED' AND OLD.status = 'QUEUED')
  EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER "cluster_executions_audit" AFTER INSERT ON "cluster_executions" FOR EACH ROW EXECUTE FUNCTION audit_row();
