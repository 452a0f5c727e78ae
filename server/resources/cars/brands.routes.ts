/** Brands (administration.md §7): GET/POST /api/brands, GET/PUT /api/brands/{id}. */
import type { FastifyInstance } from 'fastify';
import { brandItemSchema, brandSchema as brandContract } from '../../../domain/contract/fleet-car.schema';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { mayEditBrands, mayReadBrands } from '../../../domain/fleet/car-permissions';
import { brandSchema } from '../../../domain/fleet/brand.schema';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { hydraCollection, hydraItem } from '../../http/hydra';
import { idParams } from '../../http/params';
import { querySchema } from '../../http/query';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { Db } from '../../db/client';
import { brandViews, createBrand, findBrand, findBrandPage, updateBrand } from './brands.service';

const BRANDS = '/api/brands';
const brandsQuery = querySchema([...ADMIN_LIST_PARAMS], (query) => readAdminList(query));

async function item(db: Db, brand: Awaited<ReturnType<typeof findBrand>>) {
  const [view] = await brandViews(db, [brand]);
  if (!view) throw new Error('brand view');
  return hydraItem('Brand', view['@id'], view);
}

export async function brandsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BRANDS,
    {
      preValidation: onlyFor(mayReadBrands),
      schema: { querystring: brandsQuery, response: { 200: hydraCollectionSchema(brandContract) } },
    },
    async (request) => {
      const { filters, raw } = request.query;
      const user = currentUser(request);
      const { total, rows } = await findBrandPage(app.db, user, filters.search, filters.pagination);
      return hydraCollection({
        basePath: BRANDS,
        query: raw,
        total,
        type: 'Brand',
        pagination: filters.pagination,
        items: await brandViews(app.db, rows),
      });
    },
  );

  r.get(
    `${BRANDS}/:id`,
    {
      preValidation: onlyFor(mayReadBrands),
      schema: { params: idParams, response: { 200: brandItemSchema } },
    },
    async (request, reply) => {
      const brand = await findBrand(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(brand.version)).send(await item(app.db, brand));
    },
  );

  r.post(
    BRANDS,
    {
      preValidation: onlyFor(mayEditBrands),
      schema: { body: brandSchema, response: { 201: brandItemSchema } },
    },
    async (request, reply) => {
      const brand = await createBrand(app.db, currentUser(request), request.body);
      return reply
        .status(201)
        .header('ETag', etagOf(brand.version))
        .send(await item(app.db, brand));
    },
  );

  r.put(
    `${BRANDS}/:id`,
    {
      preValidation: [onlyFor(mayEditBrands), visibleFirst((user, id) => findBrand(app.db, user, id))],
      schema: {
        params: idParams,
        body: brandSchema.extend({ version: versionField }),
        response: { 200: brandItemSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const brand = await updateBrand(app.db, user, request.params.id, request.body, ifMatchOf(request));
      return reply.header('ETag', etagOf(brand.version)).send(await item(app.db, brand));
    },
  );
}
