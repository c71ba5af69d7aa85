import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ClusterInstanceType,
  cloudProviderCatalogEndpoints,
  cloudProviderCredentialsEndpoints,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { NewClusterPage } from './NewClusterPage';

const instanceType = (type: string, hourly_price: number): ClusterInstanceType => ({
  type,
  name: type,
  cpu: 2,
  ram_in_gb: 8,
  memory: 8192,
  gpu: 0,
  architecture: 'AMD64',
  hourly_price,
  currency_code: 'USD',
});
const region = (name: string, city: string) => ({ name, city, country_code: 'XX', country: 'Somewhere' });

function setUp() {
  const catalog = cloudProviderCatalogEndpoints;
  // The first region and instance type of each list are the ones a provider's catalog falls back to.
  const awsTypes = { results: [instanceType('m6i.xlarge', 0.192), instanceType('t3.large', 0.0832)] };
  const scalewayTypes = { results: [instanceType('DEV1-M', 0.0198)] };
  const api = mockApi()
    .on(catalog.awsRegions, {
      body: { results: [region('us-east-1', 'Virginia'), region('eu-west-3', 'Paris')] },
    })
    .on(catalog.awsInstanceTypes, { body: awsTypes })
    .on(catalog.awsEksInstanceTypes, { body: awsTypes })
    .on(catalog.awsFeatures, { body: { results: [] } })
    .on(catalog.scalewayRegions, { body: { results: [region('fr-par', 'Paris')] } })
    .on(catalog.scalewayInstanceTypes, { body: scalewayTypes })
    .on(catalog.scalewayKapsuleInstanceTypes, { body: scalewayTypes })
    .on(catalog.scalewayFeatures, { body: { results: [] } })
    .on(cloudProviderCredentialsEndpoints.aws.list, { body: { results: [] } })
    .on(cloudProviderCredentialsEndpoints.scaleway.list, { body: { results: [] } });
  signInAs(api, 'ADMIN');
  renderPage(NewClusterPage, { path: routePatterns.newCluster, url: paths.newCluster(ORG_ID) });
  return api;
}

describe('new cluster wizard', { timeout: 60_000 }, () => {
  it('gives a provider back its region, instance type and estimate after switching to another and back', async () => {
    setUp();
    const total = await screen.findByTestId('cost-total');
    // t3.large at $0.0832/h, 3 nodes at most with 40 GB each, and EKS: $265 a month.
    await waitFor(() => expect(total).toHaveTextContent('$265/month'));
    const regionField = screen.getByRole('combobox', { name: /Region/ });
    await waitFor(() => expect(regionField).toHaveTextContent('eu-west-3'));

    await userEvent.click(screen.getByRole('button', { name: 'Scaleway' }));
    await waitFor(() => expect(regionField).toHaveTextContent('fr-par'));
    await waitFor(() => expect(total).not.toHaveTextContent('$265/month'));

    await userEvent.click(screen.getByRole('button', { name: 'AWS' }));
    await waitFor(() => expect(regionField).toHaveTextContent('eu-west-3'));
    await waitFor(() => expect(total).toHaveTextContent('$265/month'));
    expect(regionField).toHaveTextContent('eu-west-3');
  });
});
