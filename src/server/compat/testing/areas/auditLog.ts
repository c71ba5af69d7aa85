import { expect, it } from 'vitest';
import type { CompatArea } from '../area';
import { refusal } from '../clients';

// The audit log through the official client: its query names (`pageSize`, `eventType`, `serviceProjectId`…).

export const auditLogArea: CompatArea = {
  title: 'the audit log through the official client',
  file: import.meta.filename,
  tests(world) {
    it('lists the events of the seeded project with a filter, pages on, and lists their targets', async () => {
      const { admin, seeded } = world();
      const events = admin.OrganizationEventApi;
      const { data: page } = await events.getOrganizationEvents(
        seeded.organizationId,
        1,
        undefined,
        undefined,
        undefined,
        undefined,
        'CREATE',
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        seeded.projectId,
      );
      expect(page.events).toHaveLength(1);
      expect(page.events?.[0]).toMatchObject({ event_type: 'CREATE', project_id: seeded.projectId });
      const next = new URL(page.links?.next ?? '', 'http://localhost').searchParams.get('continue-token');
      const { data: older } = await events.getOrganizationEvents(
        seeded.organizationId,
        1,
        undefined,
        undefined,
        next ?? undefined,
      );
      expect(older.events?.[0]?.id).not.toBe(page.events?.[0]?.id);
      const { data: targets } = await events.getOrganizationEventTargets(
        seeded.organizationId,
        undefined,
        undefined,
        undefined,
        'PROJECT',
      );
      expect(targets.targets?.map((target) => target.id)).toContain(seeded.projectId);
      expect(
        await refusal(world().reader.OrganizationEventApi.getOrganizationEvents(seeded.organizationId)),
      ).toBe(403);
    });
  },
};
