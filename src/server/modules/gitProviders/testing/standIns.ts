/**
 * Loopback stand-ins of the GitHub, GitLab and Bitbucket Cloud REST APIs: the endpoints the platform calls,
 * their authentication, pagination and error bodies, with JSON shaped like the real answers.
 */
export { startBitbucketStandIn } from './bitbucketStandIn';
export { startGitHubStandIn } from './githubStandIn';
export { startGitLabStandIn } from './gitlabStandIn';
export type { ProviderStandIn, RecordedRequest, StandInOptions, StandInRepository } from './standInServer';
