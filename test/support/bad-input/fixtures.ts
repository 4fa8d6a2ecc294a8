import type { OperationFixture } from './bad-call';
import type { BadInputWorld } from './callers';

const password = 'N3w!pass';

const productionForm = (w: BadInputWorld) => ({
  department: 'Connected Vehicle',
  project: 'Remote Services',
  applicationName: w.developer.applicationName,
  apiUsage: {
    [w.developer.service]: {
      plan: 'Standard',
      resources: ['/vehicles'],
      purposeOfUtilization: 'Fleet dashboard for dealers',
      apiRateLimit: '100',
      apiVolume: '100000',
      burst: '20',
      category: 'General',
      owner: 'Fleet team',
    },
  },
  responseTime: '200',
  requestPerMonth: '100000',
  businessHours: '9:00 AM to 6:00 PM',
  applicationDL: 'fleet-team@partner.example',
});

/**
 * Real path parameters and query, and a body the schema accepts, for every mutating operation
 * by id: the bad inputs are this call spoiled in one place. The suite fails naming any mutating
 * operation missing here.
 */
export function operationFixtures(w: BadInputWorld): Record<string, OperationFixture> {
  const app = { applicationId: w.developer.applicationId };
  const subscription = { ...app, service: w.developer.service, stage: 'sandbox' };
  const service = { category: 'General', service: w.developer.service };
  const user = { email: w.developer.email };
  const production = { uniqueId: w.productionRequestId };
  const faq = { kind: 'faq', id: 'seed-faq-general-1' };
  const faqBody = {
    kind: 'faq',
    tab: 'General',
    question: 'How do I rotate a key?',
    answer: 'Open the application and choose Rotate key.',
    order: 5,
  };
  // The content union's other members, so each kind's own fields are spoilt too.
  const otherContent = [
    {
      kind: 'blog',
      title: 'Parking APIs',
      slug: 'parking-apis',
      summary: 'What is new',
      body: '# Parking\n\nNow in preview.',
      author: 'Marque team',
      publishedAt: '2026-06-01T00:00:00Z',
      tags: ['parking'],
      status: 'draft',
    },
    {
      kind: 'banner',
      message: 'Maintenance on Sunday.',
      linkUrl: '/faq',
      linkLabel: 'Read more',
      tone: 'info',
      activeFrom: '2026-07-01T00:00:00Z',
      activeUntil: '2026-07-02T00:00:00Z',
      closable: true,
    },
    {
      kind: 'maintenance',
      startsAt: '2026-07-01T00:00:00Z',
      endsAt: '2026-07-01T02:00:00Z',
      message: 'Sandbox restarts',
    },
    {
      kind: 'video',
      title: 'Getting started',
      description: 'Your first call',
      duration: '02:45',
      thumbnailUrl: '/videos/start.jpg',
      videoUrl: 'https://videos.example/start.mp4',
      order: 1,
    },
    {
      kind: 'document',
      title: 'Use case',
      documentKind: 'sop',
      fileName: 'use-case.pdf',
      url: '/documents/use-case.pdf',
      description: 'How to',
    },
  ];
  return {
    // auth
    createCaptcha: {},
    checkCaptcha: { params: { captchaId: w.captchaId }, body: { answer: 'abcde1' } },
    register: {
      body: {
        firstName: 'Asha',
        lastName: 'Verma',
        mobileNumber: '9876543210',
        employeeId: 'EMP1024',
        emailId: 'asha.verma@partner.example',
        password: 'Partner#2026a',
        organization: 'Verma Fleet Services',
        partnerParentId: null,
        categoriesRequested: ['OCR', 'Sales'],
        // A wrong answer: the spoilt copies never reach the captcha; the harmless call brings a solved one.
        captcha: 'abcde1',
        captchaId: w.captchaId,
      },
    },
    startPasswordReset: { body: { email: w.developer.email } },
    completePasswordReset: {
      body: {
        email: w.developer.email,
        code: '123456',
        newPassword: password,
        confirmPassword: password,
        captcha: 'abcde1',
        captchaId: w.captchaId,
      },
    },
    // A well-formed grant no sign-in was given: refused, nothing ended.
    takeOverSession: { body: { email: w.developer.email, grant: 'A'.repeat(43) } },
    // account
    changePassword: {
      body: {
        email: w.developer.email,
        currentPassword: 'Partner#2026a',
        newPassword: password,
        confirmPassword: password,
        captcha: 'abcde1',
        captchaId: w.captchaId,
      },
    },
    completeTour: { params: { tour: 'home' } },
    resetTours: {},
    recordSessionActivity: {},
    signOutEverywhere: {},
    submitFeedback: {
      body: { rating: 4, easeOfUse: 'easy', foundWhatNeeded: true, comments: 'Clear docs' },
    },
    updateProfile: { body: { firstName: 'Ana', lastName: 'Lopez', mobileNumber: '9123456780' } },
    // admin: accounts and catalogue
    activateUser: { params: user },
    deactivateUser: { params: user },
    unlockUser: { params: user },
    setAdmin: { params: user, body: { admin: false } },
    setApiStatus: { params: { ...service, apiName: w.apiName }, body: { status: 'active' } },
    setServicePublished: { params: service, body: { published: true } },
    uploadServiceDefinition: {
      params: { ...service, version: 'v1' },
      body: { definition: '{"openapi":"3.0.3"}' },
    },
    // applications
    createApplication: {
      body: { applicationName: 'fleet-app', applicationDescription: 'A fleet dashboard' },
    },
    deleteApplication: { params: app },
    subscribe: {
      body: {
        applicationName: w.developer.applicationName,
        usagePlan: 'Standard',
        category: 'General',
        service: w.developer.service,
      },
    },
    unsubscribe: { params: subscription },
    changePlan: { params: subscription, body: { usagePlan: 'Standard' } },
    rotateKey: { params: subscription },
    requestKeyCode: { params: subscription },
    revealProdSubscriptionKey: { params: subscription, body: { code: '123456' } },
    createClientCredentials: { params: app },
    deleteClientCredentials: { params: app },
    rotateClientSecret: { params: app },
    generateCertificate: { params: app, body: { description: 'dealer gateway' } },
    revokeCertificate: { params: { ...app, certificateId: w.certificateId } },
    // docs
    searchApis: { body: { search: 'vehicle' } },
    getTrending: { body: { date: '2026-01-31' } },
    getTryOutToken: { body: { clientId: 'abc123', clientSecret: 'secret', adUser: false } },
    tryOut: {
      body: {
        apiId: 'abc123',
        stage: 'sandbox',
        method: 'GET',
        path: '/vehicles',
        query: { page: '1' },
        headers: { 'x-trace': 'a' },
        body: '{"vin":"TEST1234"}',
        bodyEncoding: 'text',
        contentType: 'application/json',
        subscription,
        token: 'eyJhbGciOiJub25lIn0.e30.',
      },
    },
    // requests
    requestCategoryAccess: { body: { category: 'Sales' } },
    decideAccessRequest: {
      body: { email: w.developer.email, category: 'Sales', decision: 'reject', reason: 'No' },
    },
    submitProductionRequest: { body: productionForm(w) },
    resubmitProductionRequest: { params: production, body: productionForm(w) },
    cancelProductionRequest: { params: production },
    decideProductionRequest: { params: production, body: { decision: 'reject', reason: 'No' } },
    requestProdKeyCode: { params: production },
    revealProdKey: { params: production, body: { code: '123456' } },
    // content
    createContent: { body: faqBody, otherBodies: otherContent },
    updateContent: { query: faq, body: faqBody, otherBodies: otherContent },
    deleteContent: { query: faq },
    sendSupportQuery: {
      body: {
        name: 'Asha Verma',
        email: 'asha.verma@partner.example',
        organization: 'Verma Fleet Services',
        topic: 'Other',
        message: 'How do I get production access?',
        captcha: 'abcde1',
        captchaId: w.captchaId,
      },
    },
    subscribeStayTuned: {
      params: { kind: 'stay-tuned' },
      body: { email: 'asha.verma@partner.example' },
    },
    // notifications
    markNoticesRead: { body: { all: true } },
    sendNotice: {
      body: {
        audience: 'service',
        category: 'General',
        service: w.developer.service,
        title: 'Maintenance',
        message: 'The sandbox restarts at noon.',
        link: '/faq',
        email: false,
      },
    },
  };
}
