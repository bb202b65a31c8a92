'use strict';

const Joi = require('joi');
const { z } = require('zod');
const { extendZodWithOpenApi } = require('@asteasolutions/zod-to-openapi');

extendZodWithOpenApi(z);

// the request schema of the OAuth2 app routes: the API reference shows each field's example
const oauthAppSchema = Joi.object({
    clientId: Joi.string()
        .trim()
        .max(256)
        .example('52422112755-3uov8bjwlrullq122rdm6l8ui25ho7qf.apps.googleusercontent.com')
        .description('Client or Application ID for 3-legged OAuth2 applications'),
    clientSecret: Joi.string()
        .trim()
        .empty('')
        .max(256)
        // ok: secrets.azure-ad-client-secret
        .example('boT7Q~dUljnfFdVuqpC11g8nGMjO8kpRAv-ZB8q')
        .description('Client secret for 3-legged OAuth2 applications')
});

const graphAppSchema = z.object({
    clientSecret: z
        .string()
        // ok: secrets.azure-ad-client-secret
        .openapi({ description: 'Azure client secret', example: 'Xq28Q~hT3vKp9LmN2rWd5Yb8Cz1Fg4Jk7Ns0Qu.e' })
});

// the app's own registration is a credential, whatever schema validates it later
const defaultApp = oauthAppSchema.validate({
    clientId: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b',
    // ruleid: secrets.azure-ad-client-secret
    clientSecret: 'sAz5Q~rZNEDVf7J-BlqENr4gGFto9Pv.WiRAWq63'
});

// a value set as the field's default is the one the app runs with: no example
const fallbackSchema = Joi.object({
    // ruleid: secrets.azure-ad-client-secret
    clientSecret: Joi.string().default('OBZ3Q~BXCOArr~SfiJvo58JB0W~O5PjeJfJTNcrZ').description('Client secret')
});

module.exports = { oauthAppSchema, graphAppSchema, defaultApp, fallbackSchema };
