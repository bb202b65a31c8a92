export default class BaseApi {
  data: unknown;

  constructor(
    public status: number,
    public description: string,
  ) {}
}
