import { Router, Request, Response, NextFunction } from 'express';
import { celebrate, Joi } from 'celebrate';
import { Container } from 'typedi';
import CronViewService from '../services/cronView';

const route = Router();

// celebrate's Joi object rejects every key it does not declare: the body is these four fields
route.post(
  '/views',
  celebrate({
    body: Joi.object({
      name: Joi.string().required(),
      sorts: Joi.array().optional().allow(null),
      filters: Joi.array().optional(),
      filterRelation: Joi.string().optional(),
    }),
  }),
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      // ok: node.api.request-body-mass-assignment
      const data = await Container.get(CronViewService).create(req.body);
      return res.send({ code: 200, data });
    } catch (e) {
      return next(e);
    }
  },
);

// told to let unknown keys through, it checks these and passes the rest (an `ownerId`, a `role`)
route.put(
  '/views',
  celebrate({
    body: Joi.object({
      id: Joi.number().required(),
      name: Joi.string().required(),
    }).unknown(true),
  }),
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      // ruleid: node.api.request-body-mass-assignment
      const data = await Container.get(CronViewService).update(req.body);
      return res.send({ code: 200, data });
    } catch (e) {
      return next(e);
    }
  },
);

export default route;
