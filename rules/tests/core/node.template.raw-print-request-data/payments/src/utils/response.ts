import { Request, Response } from 'express';

function displayConverter(req: Request, data: object, template: string): object {
  return { ...data, currentPath: req.path, template };
}

// every controller renders through this helper, which adds the page's common fields
export function response(req: Request, res: Response, template: string, data: object = {}): void {
  const convertedData: object = Object.assign({}, displayConverter(req, data, template));
  render(req, res, template, convertedData);
}

function render(req: Request, res: Response, template: string, data: object): void {
  if (process.env.NODE_ENV !== 'production' && req.headers.accept === 'application/json') {
    res.json(data);
  } else {
    res.render(template, data);
  }
}
