-- Built-in variables: their creation and deletion follow from their service's, which is recorded, and were made on
-- the first read of an environment's variables (by no one); only a change of one (a database's rotated password)
-- is recorded, on the service that owns it, of whatever kind (an application's were recorded as a database's).
-- Otherwise audit_row is as migration 0017 wrote it.
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      IF subject ->> 'scope' = 'BUILT_IN' AND TG_OP <> 'UPDATE' THEN
        RETURN NULL;
      ELSIF subject ->> 'scope' = 'BUILT_IN' THEN
        SELECT s.type INTO target_type FROM services s WHERE s.id = (subject ->> 'parent_id')::uuid;
        -- A service already gone: its kind is the second word of the built-in's key (PLATFORM_<KIND>_Z...).
        target_type := coalesce(target_type, split_part(subject ->> 'key', '_', 2));
      ELSE
        target_type := subject ->> 'scope';
      END IF;
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
