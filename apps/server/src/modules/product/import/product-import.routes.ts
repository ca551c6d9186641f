import multipart from '@fastify/multipart';
import { problemSchema } from '@app/contract/common';
import {
  PRODUCT_IMPORT_SAMPLE_ROWS,
  productImportDryRunSchema,
  productImportInspectionSchema,
  productImportJobParamsSchema,
  productImportJobSchema,
  productImportLangQuerySchema,
  productImportMappingSchema,
} from '@app/contract/product-import';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropAfterWrite } from '../../../plugins/app/cache-keys.ts';
import { fileContent, rawResponse } from '../../../plugins/external/docs.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import { SPREADSHEET_TYPES, sendSpreadsheet } from '../../../lib/spreadsheet.ts';
import { insertAudit } from '../../audit/audit.repository.ts';
import { analyzeCatalogue } from '../catalogue-statistics.ts';
import { proposeMapping } from './column-mapping.ts';
import { type ImageArchive, openImageArchive } from './image-archive.ts';
import {
  HEARTBEAT_MS,
  type JobConnection,
  failStoppedImports,
  findImportJob,
  finishImportJob,
  heartbeat,
  insertImportJob,
  openJobConnection,
} from './import-job.repository.ts';
import { importReport } from './import-report.ts';
import { applyImport, dryRunImport, ownConnection, shareOneConnection } from './import-run.ts';
import { productImportTemplate, templateCatalogue } from './import-template.ts';
import {
  IMPORT_MULTIPART_LIMITS,
  type ImportUpload,
  receiveImportUpload,
  removeStaleUploads,
} from './import-upload.ts';
import { type Sheet, openSheet } from './sheet-file.ts';

const tags = ['product'];
const errors = { 400: problemSchema, 401: problemSchema };
const fileErrors = { ...errors, 413: problemSchema, 415: problemSchema, 422: problemSchema };

const sheetForm = z.object({
  file: fileContent().meta({
    description: '.xlsx or CSV (UTF-8, or CP949 as Korean Excel saves it)',
  }),
});
const importForm = sheetForm.extend({
  images: fileContent()
    .optional()
    .meta({ description: 'A ZIP of the images the sheet names, matched by file name' }),
  mapping: z.string().meta({
    description: 'JSON: the field each column fills, by position (null leaves it out)',
  }),
});

/** The opened upload: its sheet, its images and its mapping, closed and removed by `close`. */
interface OpenedImport {
  fileName: string;
  sheet: Sheet;
  images: ImageArchive | null;
  mapping: z.output<typeof productImportMappingSchema>;
  close: () => Promise<void>;
}

async function openImport(upload: ImportUpload): Promise<OpenedImport> {
  let sheet: Sheet | null = null;
  let images: ImageArchive | null = null;
  const close = async () => {
    sheet?.close();
    images?.zip.close();
    await upload.remove();
  };
  try {
    const mapping = productImportMappingSchema.safeParse(upload.mapping);
    if (!mapping.success) {
      throw new HttpProblem(400, 'validation_failed', 'The column mapping is not valid.', {
        errors: mapping.error.issues.map((issue) => ({
          field: ['body', 'mapping', ...issue.path].join('.'),
          message: issue.message,
        })),
      });
    }
    sheet = await openSheet(upload.sheet.path);
    images = upload.images === null ? null : await openImageArchive(upload.images);
    return { fileName: upload.sheet.name, sheet, images, mapping: mapping.data, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Product import (decision 16, "Import"): inspect a sheet, dry-run it, then apply it in the
 * background; any instance answers a job's progress from the database.
 */
export const adminProductImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });

  // Jobs of this instance, stopped between batches when the server closes.
  const closing = new AbortController();
  const running = new Set<Promise<void>>();

  // A server that stopped (a crash, a kill) left its jobs running and its uploads on disk.
  app.addHook('onReady', async () => {
    const failed = await failStoppedImports(app.db, app.dbKind, 'start');
    if (failed.length > 0)
      app.log.warn({ ids: failed }, 'product imports interrupted earlier were failed');
    const removed = await removeStaleUploads();
    if (removed > 0) app.log.warn({ removed }, 'upload folders of stopped servers were removed');
  });
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled(running);
  });

  app.get(
    '/product/import/template',
    {
      schema: {
        operationId: 'adminProductImportTemplate',
        tags,
        summary:
          "A sample import sheet (.xlsx): the export columns with one example row in the site's own category and place, and a sheet of instructions",
        querystring: productImportLangQuerySchema,
        response: {
          200: rawResponse(SPREADSHEET_TYPES.xlsx, 'The template, as a download'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      // Read before the download starts, so a database failure is a problem, not a broken file.
      const catalogue = await templateCatalogue(app.db);
      const body = productImportTemplate(request.query.lang, catalogue, (err) => {
        request.log.error({ err }, 'product import template failed part-way');
      });
      return sendSpreadsheet(reply, 'xlsx', 'product-import-template', body);
    },
  );

  app.post(
    '/product/import/inspect',
    {
      schema: {
        operationId: 'adminInspectProductImport',
        tags,
        summary: "A sheet's format, header, first rows and the proposed column mapping",
        response: { 200: productImportInspectionSchema, ...fileErrors },
      },
      config: { multipartForm: sheetForm, audit: false },
    },
    async (request) => {
      const upload = await receiveImportUpload(request);
      let sheet: Sheet | null = null;
      try {
        sheet = await openSheet(upload.sheet.path);
        const read: string[][] = [];
        for await (const row of sheet.rows()) {
          read.push(row.cells);
          if (read.length > PRODUCT_IMPORT_SAMPLE_ROWS) break;
        }
        const [columns, ...samples] = read;
        if (columns === undefined) {
          throw new HttpProblem(422, 'empty_sheet', 'The sheet has no header row.');
        }
        return {
          format: sheet.format,
          encoding: sheet.encoding,
          columns,
          samples,
          mapping: proposeMapping(columns),
        };
      } finally {
        sheet?.close();
        await upload.remove();
      }
    },
  );

  app.post(
    '/product/import/dry-run',
    {
      schema: {
        operationId: 'adminDryRunProductImport',
        tags,
        summary: 'What importing would create, update or refuse, row by row; nothing is written',
        response: { 200: productImportDryRunSchema, ...fileErrors },
      },
      config: { multipartForm: importForm, audit: false },
    },
    async (request) => {
      const opened = await openImport(await receiveImportUpload(request));
      try {
        return await dryRunImport(app.db, opened);
      } finally {
        await opened.close();
      }
    },
  );

  app.post(
    '/product/import',
    {
      schema: {
        operationId: 'adminStartProductImport',
        tags,
        summary:
          'Checks the whole file (refused as a dry run would be), then imports it in the background',
        response: { 202: productImportJobSchema, ...fileErrors },
      },
      config: { multipartForm: importForm, audit: { entity: 'product-import', action: 'start' } },
    },
    async (request, reply) => {
      const opened = await openImport(await receiveImportUpload(request));
      const staff = request.staff?.member ?? null;
      let connection: JobConnection | null = null;
      let job;
      try {
        const checked = await dryRunImport(app.db, opened);
        if (checked.total === 0) {
          throw new HttpProblem(422, 'no_rows', 'The sheet has a header row but no products.');
        }
        connection = await openJobConnection(app.db);
        job = await insertImportJob(connection, {
          fileName: opened.fileName,
          total: checked.total,
          createdBy: staff?.id ?? null,
        });
      } catch (error) {
        await connection?.release();
        await opened.close();
        throw error;
      }
      // Never rejects: nobody awaits the job, and an unhandled rejection would stop the server.
      const run = runJob(job.id, opened, connection, staff, request.ip, request.log).catch(
        (err: unknown) => {
          request.log.error({ err }, 'product import ended with an error');
        },
      );
      running.add(run);
      void run.finally(() => running.delete(run));
      return reply.status(202).send(job);
    },
  );

  /**
   * Applies a checked import on the job's connection; its end (done, failed, interrupted) is
   * stored there, before the connection and the job's lock are let go, and audited.
   */
  async function runJob(
    id: number,
    opened: OpenedImport,
    connection: JobConnection,
    staff: { id: number; loginId: string } | null,
    ip: string,
    log: FastifyBaseLogger,
  ) {
    const beat = setInterval(() => {
      heartbeat(app.db, id).catch((err: unknown) => {
        log.warn({ err }, 'product import heartbeat failed');
      });
    }, HEARTBEAT_MS);
    beat.unref();
    let error: string | null = null;
    const { db } = connection;
    try {
      await applyImport(
        db,
        opened,
        id,
        { db, storage: app.storage, memberId: staff?.id ?? null },
        {
          afterBatch: async () => {
            await dropAfterWrite(app.cache, 'product');
            if (closing.signal.aborted) throw new Error('interrupted');
          },
          pace: connection.own ? ownConnection : shareOneConnection,
        },
      );
    } catch (err) {
      error = closing.signal.aborted ? 'interrupted' : 'error';
      if (error === 'error') log.error({ err }, 'product import failed');
    } finally {
      clearInterval(beat);
      await opened.close();
    }
    // Up to 50,000 new rows: searches choose how to read by the table's statistics (PGlite
    // has no autovacuum to renew them), so the job ends with fresh ones.
    if (error !== 'interrupted') {
      await analyzeCatalogue(db).catch((err: unknown) => {
        log.warn({ err }, 'could not analyze the catalogue after an import');
      });
    }
    app.productSearch.wordsChanged();
    try {
      const job = await finishImportJob(db, id, error)
        // The job's own connection may be what failed it.
        .catch(() => finishImportJob(app.db, id, error))
        .finally(connection.release);
      await insertAudit(app.db, {
        memberId: staff?.id ?? null,
        memberLoginId: staff?.loginId ?? null,
        action: error === null ? 'finish' : 'fail',
        entity: 'product-import',
        entityId: String(id),
        summary: job
          ? `created ${String(job.created)}, updated ${String(job.updated)}, refused ${String(job.refused)}${error === null ? '' : `; ${error}`}`
          : '',
        ip,
      });
    } catch (err) {
      log.error({ err }, 'could not record the end of a product import');
    }
  }

  app.get(
    '/product/import/:id',
    {
      schema: {
        operationId: 'adminGetProductImport',
        tags,
        summary: "An import job's status and progress",
        params: productImportJobParamsSchema,
        response: { 200: productImportJobSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => {
      const job = await findImportJob(app.db, app.dbKind, request.params.id);
      if (!job) throw notFound('Import');
      return job;
    },
  );

  app.get(
    '/product/import/:id/report',
    {
      schema: {
        operationId: 'adminProductImportReport',
        tags,
        summary: "An import's outcome per row as CSV (UTF-8 with BOM)",
        params: productImportJobParamsSchema,
        querystring: productImportLangQuerySchema,
        response: {
          200: rawResponse(SPREADSHEET_TYPES.csv, 'The report, as a download'),
          ...errors,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findImportJob(app.db, app.dbKind, id))) throw notFound('Import');
      const body = importReport(app.db, id, request.query.lang, (err) => {
        request.log.error({ err }, 'product import report failed part-way');
      });
      return sendSpreadsheet(reply, 'csv', `product-import-${String(id)}-report`, body);
    },
  );
};
