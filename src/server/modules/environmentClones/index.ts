export { createEnvironmentCloner, type EnvironmentCloner } from './service';
