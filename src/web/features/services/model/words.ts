import type { DatabaseType } from '../../../../contract';

// Words for the contract's values, shared by forms, summaries and the overview.

export const engineLabels: Record<DatabaseType, string> = {
  POSTGRESQL: 'PostgreSQL',
  MYSQL: 'MySQL',
  MONGODB: 'MongoDB',
  REDIS: 'Redis',
};

export const protocolLabels: Record<string, string> = { HTTP: 'HTTP', GRPC: 'gRPC', TCP: 'TCP', UDP: 'UDP' };

export const formatCpu = (millicores: number) =>
  millicores % 1000 === 0 ? `${millicores / 1000} CPU` : `${millicores} mCPU`;
export const formatMemory = (megabytes: number) =>
  megabytes >= 1024 && megabytes % 1024 === 0 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
export const formatInstances = (min: number, max: number) =>
  max === -1 ? `${min} or more` : min === max ? String(min) : `${min} to ${max}`;
export const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
