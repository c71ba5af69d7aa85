/**
 * Loopback stand-ins of the GitHub, GitLab and Bitbucket Cloud REST APIs: the endpoints the platform calls,
 * their authentication, pagination and error bodies, with JSON shaped like the real answers.
 */
import { outboundFetch } from '../../../outbound/fetch';
import { loopbackAllowed } from '../../../testing/outbound';

export { startBitbucketStandIn } from './bitbucketStandIn';
export { startGitHubStandIn } from './githubStandIn';
export { startGitLabStandIn } from './gitlabStandIn';
export { standInCommits } from './standInServer';
export type { ProviderStandIn, RecordedRequest, StandInOptions, StandInRepository } from './standInServer';

/** The outbound policy's fetch where loopback is allowed: how the platform reaches the stand-ins. */
export const standInFetch = outboundFetch(loopbackAllowed);
