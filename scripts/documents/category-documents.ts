import type { Block, PdfDocument } from './pdf-writer';

/** One category guide (`/documents?category=`): its services, access and how calls are made. */
interface CategoryGuide {
  category: string;
  file: string;
  intro: string;
  services: readonly { name: string; text: string }[];
  access: string;
}

const callingBlocks: readonly Block[] = [
  { kind: 'heading', text: 'Calling the APIs' },
  {
    kind: 'paragraph',
    text:
      'Every call carries your application’s API key in the x-api-key header. Keys are made ' +
      'when your application subscribes to a service under a usage plan (Basic, Standard, ' +
      'Advanced or Premium); the plan sets the monthly quota, the rate and the burst. Calls ' +
      'over the quota or the rate are answered 429.',
  },
  {
    kind: 'paragraph',
    text:
      'Start on the sandbox stage: it answers with realistic sample data and never changes a ' +
      'real vehicle, order or booking. APIs that act for a user also need an access token made ' +
      'from your application’s client credentials (scope marque-products/try-out, valid 60 ' +
      'minutes). When your integration is ready, ask for production access from the ' +
      'application’s page.',
  },
  { kind: 'heading', text: 'Support' },
  {
    kind: 'paragraph',
    text:
      'Use Send a query on the FAQ page, or call API support on 1800-200-300 (toll free). ' +
      'Quote your application name and the request id from the response headers.',
  },
];

function guide(spec: CategoryGuide): PdfDocument & { file: string; category: string } {
  return {
    file: spec.file,
    category: spec.category,
    title: `${spec.category} APIs — partner guide`,
    subtitle: 'Marque developer portal · category document',
    blocks: [
      { kind: 'paragraph', text: spec.intro },
      { kind: 'heading', text: 'Services' },
      ...spec.services.map((s): Block => ({ kind: 'bullet', text: `${s.name}: ${s.text}` })),
      { kind: 'heading', text: 'Access' },
      { kind: 'paragraph', text: spec.access },
      ...callingBlocks,
    ],
  };
}

const requestAccess =
  'Ask for access to the category from PRODUCT (Request Access on the category card). An admin ' +
  'approves the request; you can then subscribe your applications to its services.';

export const categoryDocuments = [
  guide({
    category: 'Customer',
    file: 'customer-apis-guide.pdf',
    intro:
      'The Customer APIs power customer-facing apps of connected cars. Calls act on behalf of a ' +
      'signed-in vehicle owner, so most operations need an access token besides the API key. ' +
      'A TypeScript SDK is available from each service page.',
    services: [
      {
        name: 'Customer Authentication',
        text: 'sign customers in with a one-time password sent to their mobile, register new customers and reactivate dormant accounts.',
      },
      {
        name: 'Vehicle Status',
        text: 'odometer, fuel or battery level, lock state, location and recent trips of a connected vehicle.',
      },
      {
        name: 'Remote Commands',
        text: 'lock, unlock, climate, horn and lights, with the delivery state of each command.',
      },
    ],
    access: requestAccess,
  }),
  guide({
    category: 'Partner',
    file: 'partner-apis-guide.pdf',
    intro:
      'The Partner APIs serve dealers and channel partners: they locate the outlets of the ' +
      'dealer network and book workshop appointments from partner systems.',
    services: [
      {
        name: 'Dealer Locator',
        text: 'the nearest showrooms and workshops by coordinates or PIN code, with opening hours.',
      },
      {
        name: 'Service Booking',
        text: 'free workshop slots; book, look up and cancel service appointments.',
      },
    ],
    access: requestAccess,
  }),
  guide({
    category: 'Presales',
    file: 'presales-apis-guide.pdf',
    intro:
      'The Presales APIs cover the journey before a purchase: booking a test drive, quoting the ' +
      'on-road price and working out the loan instalments.',
    services: [
      {
        name: 'Test Drive Booking',
        text: 'book a test drive at a showroom or at home, and reschedule it.',
      },
      {
        name: 'Price Quote',
        text: 'on-road price per model, variant and city; from v2 with accessories and exchange value.',
      },
      {
        name: 'Finance Calculator',
        text: 'monthly instalments of car loans and the current offers of partner banks.',
      },
    ],
    access: requestAccess,
  }),
  guide({
    category: 'Sales',
    file: 'sales-apis-guide.pdf',
    intro:
      'The Sales APIs sell vehicles: they place and follow orders from dealer and online ' +
      'channels and show unsold stock at the plant, in transit and in dealer yards.',
    services: [
      {
        name: 'Vehicle Orders',
        text: 'place an order, follow it to delivery and cancel it before allocation.',
      },
      {
        name: 'Vehicle Inventory',
        text: 'stock by model, variant and colour at dealers, in transit and at the plant.',
      },
    ],
    access: requestAccess,
  }),
  guide({
    category: 'Operations',
    file: 'operations-apis-guide.pdf',
    intro:
      'The Operations APIs support after-sales and fleet operations. Their keys are issued by ' +
      'the platform team once access is approved: these services cannot be subscribed to from ' +
      'the portal.',
    services: [
      {
        name: 'Spare Parts',
        text: 'genuine parts, stock at regional warehouses and dealers, and parts orders for workshops.',
      },
      {
        name: 'Warranty',
        text: 'warranty and extended-warranty cover of a vehicle; raise and track claims.',
      },
      {
        name: 'Fleet Telematics',
        text: 'positions, fuel and battery, driving behaviour and service-due alerts of fleets.',
      },
    ],
    access:
      'Ask for access to the category from PRODUCT. Once an admin approves it, the platform ' +
      'team issues your application’s key and tells you its usage plan.',
  }),
  guide({
    category: 'General',
    file: 'general-apis-guide.pdf',
    intro:
      'The General APIs are open: anyone with an API key may use them, without an access ' +
      'request and without an access token.',
    services: [
      {
        name: 'Vehicle Models',
        text: 'the public line-up: models, body types, powertrains, seating and starting prices.',
      },
      {
        name: 'Recall Check',
        text: 'whether a vehicle, by VIN, is affected by an open safety recall or service campaign.',
      },
    ],
    access: 'No access request is needed: subscribe an application to the service directly.',
  }),
  guide({
    category: 'OCR',
    file: 'ocr-apis-guide.pdf',
    intro:
      'The OCR APIs read images: registration plates from photos of vehicles, and the fields of ' +
      'driving licences and registration certificates. Images are processed and not kept. A ' +
      'TypeScript SDK is available from each service page.',
    services: [
      {
        name: 'Number Plate OCR',
        text: 'Indian registration plates from photos, for dealer yards, parking gates and workshop check-in.',
      },
      {
        name: 'Document OCR',
        text: 'the fields of a driving licence or a vehicle registration certificate, for onboarding and KYC.',
      },
    ],
    access: requestAccess,
  }),
  guide({
    category: 'Parking Management',
    file: 'parking-management-apis-guide.pdf',
    intro:
      'The Parking Management APIs connect partner parking lots: find lots and free bays in ' +
      'real time, and reserve a bay with gate entry by number plate.',
    services: [
      {
        name: 'Parking Slots',
        text: 'lots near a place with their free bays, EV chargers and tariffs, in real time.',
      },
      {
        name: 'Parking Bookings',
        text: 'reserve a bay ahead of time with entry by number-plate recognition, and cancel it.',
      },
    ],
    access: requestAccess,
  }),
];
