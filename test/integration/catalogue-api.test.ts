import { describe, expect, inject, it } from 'vitest';
import { categoryNames } from '../../shared/categories';

const api = () => inject('cloud').urls.portalApi;

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api()}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Named = { name: string; services?: unknown };

describe('catalogue through the local gateway and DynamoDB Local', () => {
  it('lists the eight categories sorted by name', async () => {
    const { status, body } = await get('/catalogue/categories');
    expect(status).toBe(200);
    const names = (body.items as Named[]).map((c) => c.name);
    expect(names).toEqual([...categoryNames].sort((a, b) => (a < b ? -1 : 1)));
  });

  it("lists a category's services, also when reached by a service's name", async () => {
    const byCategory = await get('/catalogue/categories/OCR/services');
    expect(byCategory.status).toBe(200);
    const services = byCategory.body.items as {
      service: string;
      apiName: string;
      usagePlans: unknown[];
    }[];
    expect(services.length).toBeGreaterThanOrEqual(2);
    expect(services[0]?.usagePlans).toHaveLength(8);
    const first = services[0]!;
    const byAlias = await get(
      `/catalogue/categories/${encodeURIComponent(first.service)}/services`,
    );
    expect((byAlias.body.category as Named).name).toBe('OCR');
  });

  it('answers 404 with a message for an unknown category', async () => {
    const { status, body } = await get('/catalogue/categories/Spaceships/services');
    expect(status).toBe(404);
    expect(body.message).toContain('Spaceships');
  });

  it("shows a service's versions and APIs with their statuses", async () => {
    const categories = (await get('/catalogue/categories')).body.items as Named[];
    let found: Record<string, unknown> | undefined;
    for (const category of categories) {
      const services = (
        await get(`/catalogue/categories/${encodeURIComponent(category.name)}/services`)
      ).body.items as { service: string; versions: string[] }[];
      const twoVersions = services.find((s) => s.versions.length > 1);
      if (twoVersions) {
        found = (
          await get(
            `/catalogue/categories/${encodeURIComponent(category.name)}/services/${twoVersions.service}`,
          )
        ).body;
        break;
      }
    }
    expect(found).toBeDefined();
    const apis = found!.apis as { method: string; apiStatus: string; version: string }[];
    expect(new Set(apis.map((a) => a.version)).size).toBeGreaterThan(1);
    expect(apis.every((a) => a.method && a.apiStatus)).toBe(true);
  });

  it("returns a product API's definition from API Gateway's export, only under its own category", async () => {
    const services = (await get('/catalogue/categories/OCR/services')).body.items as {
      apiId: string;
    }[];
    const apiId = services[0]!.apiId;
    const ok = await get(`/catalogue/apis/${apiId}/stages/sandbox/definition?category=OCR`);
    expect(ok.status).toBe(200);
    expect((ok.body.definition as { openapi: string }).openapi).toMatch(/^3\./);
    const wrong = await get(`/catalogue/apis/${apiId}/stages/sandbox/definition?category=Sales`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('The selected API does not exist.');
  });

  it('refuses a bad stage with a clear message and changes nothing', async () => {
    const { status, body } = await get('/catalogue/apis/abc/stages/live/definition?category=OCR');
    expect(status).toBe(400);
    expect(body.message).toBeTruthy();
  });
});
