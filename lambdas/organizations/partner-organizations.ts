import type { Organization } from '../../shared/api/auth-operations';

/**
 * The partner organizations a registering user picks from (spec §3 organization list items:
 * name, code): dealers, financiers, fleet operators, insurers and suppliers of an Indian car maker.
 * Invented names; the code is what registration stores as `partnerParentId`.
 */
export const partnerOrganizations: readonly Organization[] = [
  { name: 'Aravali Auto Dealers Pvt Ltd', code: 'DLR1001' },
  { name: 'Deccan Wheels Motors', code: 'DLR1002' },
  { name: 'Ganga Motors Lucknow', code: 'DLR1003' },
  { name: 'Konkan Car World', code: 'DLR1004' },
  { name: 'Malabar Autohub', code: 'DLR1005' },
  { name: 'Narmada Motors Indore', code: 'DLR1006' },
  { name: 'Coromandel Auto Finance Ltd', code: 'FIN2001' },
  { name: 'Shakti Vehicle Loans', code: 'FIN2002' },
  { name: 'Bharat Drive Leasing', code: 'FLT3001' },
  { name: 'Metro Cab Fleet Services', code: 'FLT3002' },
  { name: 'Vahan Logistics Solutions', code: 'FLT3003' },
  { name: 'Suraksha General Insurance', code: 'INS4001' },
  { name: 'Kavach Motor Insurance Brokers', code: 'INS4002' },
  { name: 'Sarthi Roadside Assistance', code: 'PTR5001' },
  { name: 'Precision Auto Components Ltd', code: 'PTR5002' },
  { name: 'Navyug Telematics', code: 'PTR5003' },
  { name: 'Urja EV Charging Networks', code: 'PTR5004' },
];
