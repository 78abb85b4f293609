export const pageMetaKeys = [
  'landing', 'privacy', 'authSignup', 'authLogin', 'onboarding', 'pricing', 'dashboard', 'settings',
  'paymentSuccess', 'paymentCancel', 'waitlistSuccess', 'testCheckout', 'invite', 'notFound',
] as const;
export type PageMetaKey = (typeof pageMetaKeys)[number];
