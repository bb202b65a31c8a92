'use server';

import { prisma } from '@/lib/prisma';
import { trackSale } from '@/lib/api/conversions/track-sale';
import type { Project, SubmittedLead } from '@prisma/client';

// dub's shape: the record is chosen by the lead the caller loaded; the Stripe id is only stored
export const markSubmittedLeadClosedWon = async ({
  workspace,
  lead,
  saleAmount,
  // ok: next.authz.server-action-missing-owner-check
  stripeCustomerId,
}: {
  workspace: Pick<Project, 'id' | 'stripeConnectId'>;
  lead: SubmittedLead & { customerId: string | null };
  saleAmount: number;
  stripeCustomerId: string | null;
}) => {
  await trackSale({ customerExternalId: lead.customerId, amount: saleAmount, workspace });
  if (stripeCustomerId) {
    await prisma.customer.update({ where: { id: lead.customerId! }, data: { stripeCustomerId } });
  }
};

// the same action choosing the customer by the id the caller sends
export const attachStripeCustomer = async ({
  // ruleid: next.authz.server-action-missing-owner-check
  customerId,
  stripeCustomerId,
}: {
  customerId: string;
  stripeCustomerId: string;
}) => {
  await prisma.customer.update({ where: { id: customerId }, data: { stripeCustomerId } });
};
