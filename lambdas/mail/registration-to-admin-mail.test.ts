import { describe, expect, it } from 'vitest';
import { registrationToAdminMail } from './registration-to-admin-mail';

describe('registrationToAdminMail', () => {
  it("names the partner and links the account in Admin → Accounts on the portal's origin", () => {
    const mail = registrationToAdminMail(
      'admin@marque.example',
      {
        email: 'o+brien@partner.example',
        firstName: 'Niamh',
        lastName: "O'Brien",
        organization: 'SHANNON MOTORS',
      },
      'https://portal.example/',
    );
    expect(mail.to).toBe('admin@marque.example');
    expect(mail.text).toContain("Name: Niamh O'Brien");
    expect(mail.text).toContain('E-mail: o+brien@partner.example');
    expect(mail.text).toContain('Organization: SHANNON MOTORS');
    // The address is encoded, so the link's search is the address as registered.
    expect(mail.text).toContain(
      'Review the account: https://portal.example/admin/accounts?email=o%2Bbrien%40partner.example',
    );
    expect(mail.text).toContain('stays inactive until an administrator activates it');
  });
});
