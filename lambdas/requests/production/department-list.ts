/** The departments and their projects offered by the production request form (seeded). */
export const departmentProjects: Readonly<Record<string, readonly string[]>> = {
  'Connected Vehicle': ['Remote Services', 'Vehicle Telematics', 'Over-the-Air Updates'],
  'Dealer Systems': [
    'Dealer Management Integration',
    'Service Appointment Booking',
    'Parts Ordering',
  ],
  'Manufacturing IT': [
    'Plant Quality Analytics',
    'Supply Chain Visibility',
    'Production Scheduling',
  ],
  Finance: ['Vehicle Financing', 'Leasing Platform', 'Insurance Partnerships'],
  'Customer Experience': ['Owner App', 'Customer Identity', 'Roadside Assistance'],
};
