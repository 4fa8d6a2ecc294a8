/** The local cloud's ports; tests shift them all by an offset so they never meet `npm start`. */
export interface LocalPorts {
  web: number;
  portalApi: number;
  productApis: number;
  controlPlane: number;
  outbox: number;
  cognito: number;
  dynamodb: number;
}

export const defaultPorts: Readonly<LocalPorts> = {
  web: 5173,
  portalApi: 4000,
  productApis: 4010,
  controlPlane: 4020,
  outbox: 4030,
  cognito: 9229,
  dynamodb: 8000,
};

export function offsetPorts(offset: number): LocalPorts {
  const out = { ...defaultPorts };
  for (const key of Object.keys(out) as (keyof LocalPorts)[]) out[key] += offset;
  return out;
}
