export {
  type CloudCredentialsService,
  createCloudCredentialsService,
  type OpenedCredentials,
} from './service';
