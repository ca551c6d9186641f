import type { PageSlug } from '@app/contract/page';
import type { Policy } from '@app/contract/policy';
import { VIEWPORT_WIDTH_HINT } from '@app/contract/page-render';
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { noop } from '@tanstack/react-query';
import { type LoaderFunctionArgs, data, redirect } from 'react-router';
import { pageFromSearchParams } from '../components/ui/page-param';
import { boardPostsQueryOptions } from '../features/board/api/get-board-posts';
import { boardsQueryOptions } from '../features/board/api/get-boards';
import { postQueryOptions } from '../features/board/api/get-post';
import { parseRouteId } from '../features/board/board-paths';
import { postListQuery } from '../features/board/post-list-params';
import { categoriesQueryOptions } from '../features/category/api/get-categories';
import { homeQueryOptions } from '../features/home/api/get-home';
import { inquiriesQueryOptions } from '../features/inquiry/api/get-inquiries';
import { inquirySummaryQueryOptions } from '../features/inquiry/api/get-inquiry-summary';
import { parseInquiryId } from '../features/inquiry/inquiry-id';
import { inquiryPaths } from '../features/inquiry/inquiry-paths';
import { menusQueryOptions } from '../features/menu/api/get-menus';
import { pageQueryOptions } from '../features/pages/api/get-page';
import { policyQueryOptions, policyVersionQueryOptions } from '../features/policy/api/get-policy';
import { versionParam } from '../features/policy/version-param';
import { placesQueryOptions } from '../features/place/api/get-places';
import { productQueryOptions } from '../features/product/api/get-product';
import { productsQueryOptions } from '../features/product/api/get-products';
import { productListQuery } from '../features/product/product-list-params';
import { keywordFromSearchParams } from '../features/search/keyword';
import { siteQueryOptions } from '../features/site/api/get-site';
import { isApiError } from '../lib/api-error';
import { languageOfSearch, withLanguage } from '../lib/i18n/language-url';
import { itemsPerPage } from '../lib/items-per-page';
import { PRODUCT_LIST_PATH } from '../lib/product-list-url';

/*
 * Each public page's data, named once: the same query options its components read with
 * useQuery. On the server a loader waits for them, so the page is rendered with its content
 * and the right status; in the browser it only starts them early (alongside the page's code),
 * and the page shows its own loading and error states as before.
 */

/** One query of a page, whatever its data type. */
type PageQuery = { key: QueryKey; prefetch: (client: QueryClient) => Promise<void> };

function pageQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: QueryExecuteOptions<TQueryFnData, Error, TData, TQueryFnData, TQueryKey>,
): PageQuery {
  return {
    key: options.queryKey,
    // A failure stays in the cache, where the page (or the server's status check) reads it.
    prefetch: (client) => client.query(options).then(noop, noop),
  };
}

type PageData = {
  /** The page's subject: when it fails, the page fails (404 for a missing one). */
  main?: PageQuery;
  /** Lists the page can show without (filters): a failure leaves them empty. */
  extra?: PageQuery[];
};

const onServer = typeof document === 'undefined';

/** Ends a loader with this status: React Router renders the error boundary (not found, error). */
function failWith(status: number): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to end a loader
  throw data(null, { status });
}

/** The status a failed main query gives the page: 404 when the API said so, else a server error. */
function statusOf(error: unknown): number {
  if (isApiError(error) && error.status === 404) return 404;
  return isApiError(error) && error.status >= 500 ? error.status : 500;
}

async function preload(queryClient: QueryClient, { main, extra = [] }: PageData) {
  const loads = [main, ...extra].flatMap((query) =>
    query === undefined ? [] : [query.prefetch(queryClient)],
  );
  if (!onServer) return null;
  await Promise.all(loads);
  const error = main === undefined ? null : queryClient.getQueryState(main.key)?.error;
  if (error !== null && error !== undefined) failWith(statusOf(error));
  return null;
}

/**
 * The window width a list is sized for: the browser's own, or on the server the one the browser
 * hinted (the page server passes it on only to the page that reads it), else a narrow screen's.
 */
const windowWidth = (request: Request) =>
  onServer ? Number(request.headers.get(VIEWPORT_WIDTH_HINT)) || 0 : window.innerWidth;

const searchOf = (request: Request) => new URL(request.url).searchParams;
/** The language the page's content is read in, as its components ask for it (`useContentLanguage`). */
const languageOf = (request: Request) => languageOfSearch(new URL(request.url).search);

/**
 * The query cache a loader fills: the browser's one, or on the server the request's own, which
 * arrives as the loader's `context` (so the routes, and React Router's handler, are built once).
 */
export type QueryClientOf = (args: LoaderFunctionArgs) => QueryClient;

/** The confirmation page's data beside the query cache: the address to come back to. */
export interface InquiryDoneData {
  /** The inquiry's page, absolute (the site's origin), in the page's language. */
  address: string;
}

const inquirySummary = (id: number): PageData => ({
  main: pageQuery(inquirySummaryQueryOptions(id)),
});

/** Loaders of the public routes, each filling the query cache `clientOf` names. */
export function publicLoaders(clientOf: QueryClientOf) {
  const load = (args: LoaderFunctionArgs, pageData: PageData) => preload(clientOf(args), pageData);
  /** A page of one record, `:id` in its path: an id that cannot be one is not found. */
  const byId =
    (pageData: (id: number, request: Request) => PageData) => (args: LoaderFunctionArgs) => {
      const id = parseRouteId(args.params.id);
      if (id === null) failWith(404);
      return load(args, pageData(id, args.request));
    };

  return {
    /**
     * The site's frame: the company's facts its footer shows (none, if they fail) and the
     * header's and footer's menus (none, if they fail), boards and all, so the menu
     * opens without JavaScript and without a request of its own.
     */
    layout: (args: LoaderFunctionArgs) => {
      const language = languageOf(args.request);
      return load(args, {
        extra: [pageQuery(siteQueryOptions(language)), pageQuery(menusQueryOptions(language))],
      });
    },
    home: (args: LoaderFunctionArgs) =>
      load(args, { main: pageQuery(homeQueryOptions(languageOf(args.request))) }),
    page: (slug: PageSlug) => (args: LoaderFunctionArgs) =>
      load(args, { main: pageQuery(pageQueryOptions(slug, languageOf(args.request))) }),
    /** A policy's page; `?version=` names one version, which must exist (else 404). */
    policy: (policy: Policy) => (args: LoaderFunctionArgs) => {
      const language = languageOf(args.request);
      const document = pageQuery(policyQueryOptions(policy, language));
      const version = versionParam(searchOf(args.request));
      return load(
        args,
        version === null
          ? { main: document }
          : {
              main: pageQuery(policyVersionQueryOptions(policy, version, language)),
              extra: [document],
            },
      );
    },
    productList: (args: LoaderFunctionArgs) => {
      const params = searchOf(args.request);
      const query = productListQuery(params, {
        keyword: keywordFromSearchParams(params),
        page: pageFromSearchParams(params),
        size: itemsPerPage('product', windowWidth(args.request)),
      });
      return load(args, {
        main: pageQuery(productsQueryOptions(query)),
        extra: [
          pageQuery(categoriesQueryOptions(query.lang)),
          pageQuery(placesQueryOptions(query.lang)),
        ],
      });
    },
    productDetail: (args: LoaderFunctionArgs) => {
      // The original sends `product/detail` without an id to the list, in the page's language.
      if (args.params.id === undefined) {
        const list = `${PRODUCT_LIST_PATH}${withLanguage('', languageOf(args.request))}`;
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
        throw redirect(list);
      }
      return byId((id, request) => ({
        main: pageQuery(productQueryOptions(id, languageOf(request))),
      }))(args);
    },
    boardList: byId((id, request) => ({
      main: pageQuery(boardPostsQueryOptions(id, postListQuery(searchOf(request)))),
    })),
    post: byId((id, request) => ({
      main: pageQuery(postQueryOptions(id, languageOf(request))),
      // The boards name the post's board in its breadcrumb.
      extra: [pageQuery(boardsQueryOptions(languageOf(request)))],
    })),
    /**
     * A new inquiry: the collection notice in force and, from a product's page (`?productId=`),
     * the product it is about, if any.
     */
    newInquiry: (args: LoaderFunctionArgs) => {
      if (args.params.id !== undefined) return null;
      const language = languageOf(args.request);
      const productId = parseInquiryId(searchOf(args.request).get('productId') ?? undefined);
      // The collection notice in force, which the writer agrees to.
      const extra = [pageQuery(policyQueryOptions('collection', language))];
      if (productId !== null) extra.push(pageQuery(productQueryOptions(productId, language)));
      return load(args, { extra });
    },
    inquiryList: (args: LoaderFunctionArgs) =>
      load(args, {
        main: pageQuery(
          inquiriesQueryOptions({
            page: pageFromSearchParams(searchOf(args.request)),
            size: itemsPerPage('default', windowWidth(args.request)),
          }),
        ),
      }),
    /**
     * An inquiry's view and its gate: only what the list shows of it, so that a missing one is
     * not found (404) rather than a password form; its content waits for the password.
     */
    inquiry: byId(inquirySummary),
    /** The confirmation after writing, for the inquiry the path names (404 when there is none). */
    inquiryDone: async (args: LoaderFunctionArgs): Promise<InquiryDoneData> => {
      const id = parseInquiryId(args.params.id);
      if (id === null) failWith(404);
      await load(args, inquirySummary(id));
      const view = `${inquiryPaths.view(id)}${withLanguage('', languageOf(args.request))}`;
      return { address: new URL(view, args.request.url).href };
    },
    /** Any path the site does not have: rendered as the not-found page, with 404. */
    notFound: () => failWith(404),
  };
}
