/** Names inside one service version's SDK, all derived from the service slug and version. */
export interface SdkNames {
  /** npm package name, e.g. `marque-vehicle-status-v1`. */
  packageName: string;
  /** Folder at the zip's root, e.g. `vehicle-status-v1-typescript-sdk`. */
  folder: string;
  /** The client factory, e.g. `createVehicleStatusClient`. */
  factory: string;
}

export function sdkNames(service: string, version: string): SdkNames {
  const pascal = service
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
  return {
    packageName: `marque-${service}-${version}`,
    folder: `${service}-${version}-typescript-sdk`,
    factory: `create${pascal}Client`,
  };
}
