/** The seeded local admin account; override with MARQUE_ADMIN_EMAIL / MARQUE_ADMIN_PASSWORD. */
export function localAdmin(env: NodeJS.ProcessEnv = process.env): {
  email: string;
  password: string;
} {
  return {
    email: (env.MARQUE_ADMIN_EMAIL ?? 'admin@marque.local').toLowerCase(),
    password: env.MARQUE_ADMIN_PASSWORD ?? 'Marque#Admin2026',
  };
}
