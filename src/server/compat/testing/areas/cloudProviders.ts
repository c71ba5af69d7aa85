import { expect, it } from 'vitest';
import type {
  AwsCredentialsRequest,
  AzureCredentialsRequest,
  GcpCredentialsRequest,
  ScalewayCredentialsRequest,
} from 'qovery-typescript-axios';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// What each cloud provider offers, and the organization's credentials of each, through the official client.

export const cloudProvidersArea: CompatArea = {
  title: 'cloud providers through the official client',
  file: import.meta.filename,
  tests(world) {
    it('lists the regions, features and instance types of every provider', async () => {
      const { admin } = world();
      const catalog = admin.CloudProviderApi;
      const answers = await Promise.all([
        catalog.listAWSRegions(),
        catalog.listScalewayRegions(),
        catalog.listGcpRegions(),
        catalog.listAzureRegions(),
      ]);
      for (const { data } of answers) expect(data.results?.length).toBeGreaterThan(0);
      const features = await Promise.all([
        catalog.listAWSFeatures(),
        catalog.listScalewayFeatures(),
        catalog.listGcpFeatures(),
        catalog.listAzureFeatures(),
      ]);
      for (const { data } of features) expect(Array.isArray(data.results)).toBe(true);
      const types = await Promise.all([
        catalog.listAWSInstanceType(),
        catalog.listAWSEKSInstanceType('eu-west-3'),
        catalog.listScalewayInstanceType(),
        catalog.listScalewayKapsuleInstanceType('fr-par-1'),
        catalog.listGcpGkeInstanceType('europe-west1'),
        catalog.listAzureAKSInstanceType('westeurope'),
      ]);
      for (const { data } of types) expect(data.results?.[0]?.type).toEqual(expect.any(String));
      // A region is a name, not a record: one the provider does not have is a bad request.
      expect(await refusal(catalog.listAWSEKSInstanceType('nowhere-1'))).toBe(400);
    });

    it('creates, reads, edits, lists and deletes AWS and Scaleway credentials', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const credentials = admin.CloudProviderCredentialsApi;
      const aws = sample<AwsCredentialsRequest>('createAwsCredentials', { name: 'compat-aws' });
      const { data: awsMade } = await credentials.createAWSCredentials(orgId, aws);
      expect(awsMade.name).toBe('compat-aws');
      expect((await credentials.getAWSCredentials(orgId, awsMade.id)).data.id).toBe(awsMade.id);
      expect(
        (await credentials.editAWSCredentials(orgId, awsMade.id, { ...aws, name: 'compat-aws-2' })).data.name,
      ).toBe('compat-aws-2');
      expect((await credentials.listAWSCredentials(orgId)).data.results?.map((entry) => entry.id)).toContain(
        awsMade.id,
      );
      await credentials.deleteAWSCredentials(awsMade.id, orgId);
      expect(await refusal(credentials.getAWSCredentials(orgId, UNKNOWN_ID))).toBe(404);

      const scaleway = sample<ScalewayCredentialsRequest>('createScalewayCredentials', {
        name: 'compat-scw',
      });
      const { data: scwMade } = await credentials.createScalewayCredentials(orgId, scaleway);
      expect((await credentials.getScalewayCredentials(orgId, scwMade.id)).data.name).toBe('compat-scw');
      expect(
        (await credentials.editScalewayCredentials(orgId, scwMade.id, { ...scaleway, name: 'compat-scw-2' }))
          .data.name,
      ).toBe('compat-scw-2');
      expect(
        (await credentials.listScalewayCredentials(orgId)).data.results?.map((entry) => entry.id),
      ).toContain(scwMade.id);
      await credentials.deleteScalewayCredentials(scwMade.id, orgId);
      expect(
        await refusal(world().reader.CloudProviderCredentialsApi.createScalewayCredentials(orgId, scaleway)),
      ).toBe(403);
    });

    it('creates, reads, edits, lists and deletes GCP and Azure credentials', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const credentials = admin.CloudProviderCredentialsApi;
      const gcp = sample<GcpCredentialsRequest>('createGcpCredentials', { name: 'compat-gcp' });
      const { data: gcpMade } = await credentials.createGcpCredentials(orgId, gcp);
      expect((await credentials.getGcpCredentials(orgId, gcpMade.id)).data.name).toBe('compat-gcp');
      expect(
        (await credentials.editGcpCredentials(orgId, gcpMade.id, { ...gcp, name: 'compat-gcp-2' })).data.name,
      ).toBe('compat-gcp-2');
      expect((await credentials.listGcpCredentials(orgId)).data.results?.map((entry) => entry.id)).toContain(
        gcpMade.id,
      );
      await credentials.deleteGcpCredentials(gcpMade.id, orgId);

      const azure = sample<AzureCredentialsRequest>('createAzureCredentials', { name: 'compat-azure' });
      const { data: azureMade } = await credentials.createAzureCredentials(orgId, azure);
      expect((await credentials.getAzureCredentials(orgId, azureMade.id)).data.name).toBe('compat-azure');
      expect(
        (await credentials.editAzureCredentials(orgId, azureMade.id, { ...azure, name: 'compat-azure-2' }))
          .data.name,
      ).toBe('compat-azure-2');
      expect(
        (await credentials.listAzureCredentials(orgId)).data.results?.map((entry) => entry.id),
      ).toContain(azureMade.id);
      await credentials.deleteAzureCredentials(orgId, azureMade.id);
      expect(await refusal(credentials.getAzureCredentials(orgId, UNKNOWN_ID))).toBe(404);
    });
  },
};
