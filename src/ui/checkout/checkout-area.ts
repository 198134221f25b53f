import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Employer and plan setup: the checkout with its generated plan documents. */
export const checkoutArea: AreaManifest = {
  key: 'checkout',
  path: '/checkout',
  title: 'Employer and plan setup',
  // Checkout opens on the role choice or a step whose lead is its largest text: the frame paints that lead.
  lead: "Set up your plan in a few short steps: who you are in the plan, your business, the plan's details, then payment. What you type is kept as a draft on this device.",
  load: () => import('@/ui/checkout/checkout-page'),
  tile: () => import('@/ui/checkout/checkout-home-tile').then((m) => m.checkoutHomeTile),
};
