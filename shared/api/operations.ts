import type { Operation } from './contract';
import { getCurrentUser } from './account-operations';
import {
  activateUser,
  changePassword,
  checkCaptcha,
  completeOnboarding,
  completePasswordReset,
  createCaptcha,
  getFeedbackStatus,
  getProfile,
  getSignInStatus,
  register,
  searchOrganizations,
  signOutEverywhere,
  startPasswordReset,
  submitFeedback,
  unlockUser,
  updateProfile,
} from './identity-operations';
import {
  getApiDefinition,
  getCatalogueSummary,
  getServiceDetail,
  listCategories,
  listCategoryServices,
} from './catalogue-operations';

/** Every operation of the portal API. Later areas add theirs here. */
export const operations = {
  listCategories,
  listCategoryServices,
  getServiceDetail,
  getApiDefinition,
  getCatalogueSummary,
  getCurrentUser,
  createCaptcha,
  checkCaptcha,
  searchOrganizations,
  register,
  startPasswordReset,
  completePasswordReset,
  changePassword,
  getSignInStatus,
  completeOnboarding,
  signOutEverywhere,
  getProfile,
  updateProfile,
  getFeedbackStatus,
  submitFeedback,
  activateUser,
  unlockUser,
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
