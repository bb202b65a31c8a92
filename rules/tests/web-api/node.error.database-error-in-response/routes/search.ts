import { Request, Response } from 'express';
import * as mssql from 'mssql';
import { mssqlConfig } from '../config';

export const getSearch = (req: Request, res: Response) => {
  const connection = new mssql.ConnectionPool(mssqlConfig);
  connection.connect().then((pool: mssql.ConnectionPool) => {
    const request = new mssql.Request(pool);
    request.input('name', mssql.NVarChar, String(req.query.name));
    request.query('SELECT firstName, lastName FROM users WHERE firstName LIKE @name')
      .then((result: mssql.IResult<unknown>) => {
        res.send(result.recordsets);
      }).catch((err: Error) => {
        // ruleid: node.error.database-error-in-response
        res.status(500).send(JSON.stringify(err));
      });
  });
};

export const getCount = (req: Request, res: Response) => {
  const connection = new mssql.ConnectionPool(mssqlConfig);
  connection.connect().then((pool: mssql.ConnectionPool) => {
    new mssql.Request(pool).query('SELECT COUNT(*) AS n FROM users')
      .then((result: mssql.IResult<{ n: number }>) => res.json(result.recordset[0]))
      .catch((err: Error) => {
        console.error(err);
        // ok: node.error.database-error-in-response
        res.status(500).json({ error: 'Count failed' });
      });
  });
};
