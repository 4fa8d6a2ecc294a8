import type { ContentItemOf } from '../../../../../../shared/api/content-operations';

const meta = {
  createdAt: '2026-06-01T09:00:00.000Z',
  updatedAt: '2026-06-01T09:00:00.000Z',
  updatedBy: 'seed',
};

export function aVideo(
  fields: Partial<ContentItemOf<'video'>> & { id: string; title: string },
): ContentItemOf<'video'> {
  const file = fields.id.replace(/^video-/, '');
  return {
    kind: 'video',
    description: `How to ${fields.title.toLowerCase()}.`,
    duration: '00:30',
    thumbnailUrl: `/videos/${file}.webp`,
    videoUrl: `/videos/${file}.mp4`,
    order: 1,
    ...meta,
    ...fields,
  };
}

export const fiveVideos = [
  aVideo({ id: 'video-register-sign-in', title: 'Register and sign in', duration: '00:36' }),
  aVideo({ id: 'video-product-catalogue', title: 'Product catalogue', duration: '00:29' }),
  aVideo({ id: 'video-create-application', title: 'Create an application', duration: '01:05' }),
  aVideo({ id: 'video-try-it-out', title: 'Try it out', duration: '00:29' }),
  aVideo({ id: 'video-production-access', title: 'Production access', duration: '00:29' }),
];

export function aDocument(
  fields: Partial<ContentItemOf<'document'>> & { id: string; title: string; url: string },
): ContentItemOf<'document'> {
  return { kind: 'document', documentKind: 'category', ...meta, ...fields };
}

export const someDocuments = [
  aDocument({
    id: 'doc-customer-use-case',
    title: 'Customer APIs: authentication use case',
    category: 'Customer',
    url: '/documents/customer-authentication-use-case.pdf',
  }),
  aDocument({
    id: 'doc-customer-guide',
    title: 'Customer APIs: partner guide',
    category: 'Customer',
    url: '/documents/customer-apis-guide.pdf',
    description: 'OTP sign-in, vehicle status and remote commands.',
  }),
  aDocument({
    id: 'doc-parking-guide',
    title: 'Parking Management APIs: partner guide',
    category: 'Parking Management',
    url: '/documents/parking-management-apis-guide.pdf',
  }),
  aDocument({
    id: 'doc-onboarding-sop',
    title: 'Partner onboarding SOP',
    documentKind: 'sop',
    fileName: 'onboarding-sop.pdf',
    url: '/documents/onboarding-sop.pdf',
    description: 'From registration to the first sandbox call.',
  }),
  aDocument({
    id: 'doc-production-sop',
    title: 'Production access SOP',
    documentKind: 'sop',
    fileName: 'production-access-sop.pdf',
    url: '/documents/production-access-sop.pdf',
  }),
];
