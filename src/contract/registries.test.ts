import { describe, expect, it } from 'vitest';
import { imageNameProblem } from './registries';

describe('imageNameProblem', () => {
  it.each([
    ['ECR', 'web'],
    ['ECR', 'team/web'],
    ['DOCKER_HUB', 'nginx'],
    ['DOCKER_HUB', 'bitnami/redis'],
    ['GITHUB_CR', 'acme/web'],
    ['GITLAB_CR', 'acme/platform/web'],
    ['SCALEWAY_CR', 'namespace/image'],
    ['PUBLIC_ECR', 'nginx/nginx'],
    ['GCP_ARTIFACT_REGISTRY', 'project/repository/image'],
    ['GENERIC_CR', 'Anything:goes'],
  ] as const)('accepts %s image %s', (kind, imageName) => {
    expect(imageNameProblem(kind, imageName)).toBeNull();
  });

  it.each([
    ['DOCKER_HUB', 'a/b/c', /^must be image or repository\/image for Docker Hub/],
    ['GITHUB_CR', 'web', /^must be namespace\/image for GitHub/],
    ['PUBLIC_ECR', 'nginx', /^must be registry_alias\/repository for public ECR/],
    ['ECR', 'Web App', /^must be a repository name for ECR/],
    ['DOCKER_HUB', 'nginx:1.27', /^must not include a tag or digest/],
    ['GENERIC_CR', '   ', /^is required$/],
  ] as const)('refuses %s image %s', (kind, imageName, problem) => {
    expect(imageNameProblem(kind, imageName)).toMatch(problem);
  });
});
