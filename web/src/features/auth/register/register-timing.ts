/** After a registration, the success modal shows this long before the home page (spec §4). */
export const registrationRedirectMs = 3000;

/** How long typing must pause before the organization search runs. */
export const organizationSearchDebounceMs = 300;
