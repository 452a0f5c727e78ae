import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { z } from 'zod';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ResourceCards, ResourceTable } from './resource-list-rows';
import { PAGE_SIZES, useResourceList, type PageSize } from './use-resource-list';
import { LOAD_ERROR } from '@/ui/errors/load-error';

export const EMPTY_LIST = 'Pusto';
export const noResultsFor = (search: string) => `Brak wyników dla: ${search}`;
const SEARCH_DEBOUNCE_MS = 400;

export interface ResourceColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /**
   * The row's status ('Opłacona'): a column on desktop like the others, a chip beside the name on a
   * phone's card, where the eye looks first.
   */
  status?: boolean;
}

export interface ResourceListProps<S extends z.ZodType> {
  /** The list's heading (h2; the shell's h1 carries the page title). */
  title: string;
  /** Query-key root: mutations invalidate `[resource]`. */
  resource: string;
  /** The collection, e.g. '/api/companies'. */
  path: string;
  itemSchema: S;
  columns: readonly ResourceColumn<z.output<S>>[];
  /** The row's name: the first column's link, the card's title on phones. */
  rowLabel: (row: z.output<S>) => string;
  /** The first column's heading; default 'Nazwa'. */
  nameLabel?: string;
  rowKey: (row: z.output<S>) => string | number;
  /** Where the row's name leads, or what it opens. */
  rowHref?: (row: z.output<S>) => string;
  onOpen?: (row: z.output<S>) => void;
  /** Buttons at the end of the row (preview, delete...). */
  rowActions?: (row: z.output<S>) => ReactNode;
  /** Given only to the roles that may create. */
  create?: { label?: string; to?: string; onClick?: () => void };
  /** The page's own filters, sent with every request. */
  params?: Readonly<Record<string, string>>;
  searchLabel?: string;
  /** The page's own filter fields, shown beside the search (the hotels' 'W pobliżu'). */
  filters?: ReactNode;
}

/**
 * The one administration list (administration.md §2.7, §9): page sizes 25, 50, 100 and all, newest
 * first, a search, 'Pusto' and 'Brak wyników dla: {search}', 'Utwórz' for the roles that may create;
 * a table on desktop and cards on phones.
 */
export function ResourceList<S extends z.ZodType>(props: ResourceListProps<S>) {
  const { title, create, searchLabel = 'Szukaj' } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS).trim();
  // A changed page filter starts again at page 1: page 3 of the old filter may not exist in the new one.
  const filterKey = JSON.stringify(props.params ?? {});
  const [pageOfFilter, setPageOfFilter] = useState({ filterKey, page: 1 });
  const page = pageOfFilter.filterKey === filterKey ? pageOfFilter.page : 1;
  const setPage = (next: number) => setPageOfFilter({ filterKey, page: next });
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const list = useResourceList({
    resource: props.resource,
    path: props.path,
    itemSchema: props.itemSchema,
    query: { page, pageSize, search },
    params: props.params,
  });
  const rows = list.data?.member ?? [];
  const total = list.data?.totalItems ?? 0;

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {create && <CreateButton {...create} />}
      </Box>
      <TextField
        size="small"
        type="search"
        label={searchLabel}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setPage(1);
        }}
        sx={{ maxWidth: { md: 360 } }}
      />
      {props.filters}
      <Box aria-busy={list.isFetching} sx={{ minHeight: 4 }}>
        {list.isFetching && <LinearProgress aria-label="Wczytywanie" />}
      </Box>
      {list.isError && !list.data ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>Spróbuj ponownie</Button>}
        >
          {LOAD_ERROR}
        </Alert>
      ) : list.isPending ? null : rows.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {search === '' ? EMPTY_LIST : noResultsFor(search)}
        </Typography>
      ) : phone ? (
        <ResourceCards {...props} rows={rows} />
      ) : (
        <ResourceTable {...props} rows={rows} />
      )}
      {pageSize === 'all' && rows.length > 0 && rows.length < total ? (
        // 'Wszystkie' stops at the server's cap of one answer (issue 31): said, never silently short.
        <Alert severity="info" role="status">
          {allCappedText(rows.length, total)}
        </Alert>
      ) : null}
      {rows.length > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={pageSize === 'all' ? -1 : pageSize}
          rowsPerPageOptions={PAGE_SIZES.map((size) =>
            size === 'all' ? { label: 'Wszystkie', value: -1 } : size,
          )}
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => {
            const value = Number(event.target.value);
            setPageSize(value === -1 ? 'all' : (value as PageSize));
            setPage(1);
          }}
          labelRowsPerPage="Na stronie:"
          labelDisplayedRows={({ from, to, count }) =>
            `${from}–${pageSize === 'all' ? rows.length : to} z ${count}`
          }
          getItemAriaLabel={(type) =>
            type === 'next'
              ? 'Następna strona'
              : type === 'previous'
                ? 'Poprzednia strona'
                : type === 'first'
                  ? 'Pierwsza strona'
                  : 'Ostatnia strona'
          }
        />
      )}
    </Box>
  );
}

/** 'Pokazano 1000 z 4045 pozycji...': what 'Wszystkie' shows when the list is longer than one answer. */
export const allCappedText = (shown: number, total: number) =>
  `Pokazano ${shown} z ${total} pozycji: tyle mieści jedna strona. Zawęź wyszukiwanie lub filtry, aby zobaczyć pozostałe.`;

function CreateButton({
  label = 'Utwórz',
  to,
  onClick,
}: NonNullable<ResourceListProps<z.ZodType>['create']>) {
  if (to)
    return (
      <Button component={RouterLink} to={to} variant="contained">
        {label}
      </Button>
    );
  return (
    <Button variant="contained" onClick={onClick}>
      {label}
    </Button>
  );
}
