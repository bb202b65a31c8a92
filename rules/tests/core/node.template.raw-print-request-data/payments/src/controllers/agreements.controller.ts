import { Request, Response } from 'express';
import { agreementsPage } from '@govuk-pay/connector-client';
import { response } from '../utils/response';

export async function listAgreements(req: Request, res: Response): Promise<void> {
  const filters = {
    ...(req.query.reference && { reference: req.query.reference as string }),
  };
  response(req, res, 'agreements/index', {
    ...(await loadAgreements(req.params.serviceId, filters)),
  });
}

const loadAgreements = async (serviceId: string, filters: Record<string, string>) => {
  const page = await agreementsPage(serviceId, filters);
  return {
    agreementsTableHtml: page.results.map(() => '<tr class="govuk-table__row"></tr>').join(''),
    filters,
  };
};
