import { Request, Response } from 'express';

const REPORT_TEMPLATE = 'report/index.njk';

interface ReportDetails {
  reportNumber: string;
  reportedAt: string;
}

async function lookUpReport(eventId: string): Promise<ReportDetails> {
  return { reportNumber: `R-${eventId.length}`, reportedAt: new Date().toISOString() };
}

export async function reportGet(req: Request, res: Response): Promise<void> {
  const data = {
    eventId: 'evt-1',
    // the page number a pager link carries: request data, but the view does not print it raw
    page: req.query.page,
  };
  const details = await lookUpReport(data.eventId);
  res.render(REPORT_TEMPLATE, { ...data, ...details });
}
