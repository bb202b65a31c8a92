import type { HttpContextContract } from '@ioc:Adonis/Core/HttpContext';
import Application from '@ioc:Adonis/Core/Application';
import fs from 'fs-extra';
import path from 'node:path';

import Service from 'App/Models/Service';

export default class ServiceController {
  public async update({ request, response, auth, params }: HttpContextContract) {
    const service = await Service.query().where('id', params.id).where('userId', auth.user!.id).firstOrFail();
    const data = request.all();
    const settings = { ...service.settings, ...data };

    if (settings.customIcon === 'delete') {
      // ruleid: node.path.fs-request-input
      await fs.remove(path.join(Application.tmpPath('uploads'), settings.iconId));
    }
    await service.merge({ settings }).save();
    return response.send({ data: settings });
  }

  public async clearIcon({ request, response }: HttpContextContract) {
    const { iconId } = request.only(['iconId']);
    // ok: node.path.fs-request-input
    await fs.remove(path.join(Application.tmpPath('uploads'), path.basename(iconId)));
    return response.noContent();
  }

  public async icon({ params, response }: HttpContextContract) {
    // ruleid: node.path.fs-request-input
    const file = await fs.readFile(path.join(Application.tmpPath('uploads'), params.id));
    return response.send(file);
  }

  public async archive({ request, response }: HttpContextContract) {
    const base = Application.tmpPath('archives');
    const target = path.resolve(base, request.input('name'));
    if (!target.startsWith(base + path.sep)) {
      return response.badRequest();
    }
    // ok: node.path.fs-request-input
    await fs.remove(target);
    return response.noContent();
  }
}
