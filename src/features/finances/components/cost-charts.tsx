/**
 * The cost dashboard's charts (courses.md §2): total costs by transport company and each company's
 * share of them. recharts is heavy: this module is loaded lazily, only by the dashboard.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@domain/money';
import type { CompanyTotal } from './cost-totals';

const COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457', '#4e342e'];
const zloty = (hundredths: number) => formatMoney(Math.round(hundredths));

export default function CostCharts({ totals }: { totals: readonly CompanyTotal[] }) {
  const data = totals.map((total) => ({ name: total.name, total: total.total / 100 }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Box component="figure" aria-labelledby="chart-totals" sx={{ m: 0, minWidth: 0 }}>
        <Typography id="chart-totals" component="figcaption" variant="subtitle1">
          Koszty całkowite według firm transportowych
        </Typography>
        <Box sx={{ height: 280 }} data-testid="chart-totals">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={{ fontSize: 12 }} />
              <YAxis tickFormatter={(value: number) => `${value} zł`} width={80} />
              <Tooltip formatter={(value) => zloty(Number(value) * 100)} />
              <Bar dataKey="total" name="Koszt całkowity" isAnimationActive={false}>
                {data.map((entry, i) => (
                  <Cell key={entry.name} fill={COLOURS[i % COLOURS.length]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Box>
      <Box component="figure" aria-labelledby="chart-share" sx={{ m: 0, minWidth: 0 }}>
        <Typography id="chart-share" component="figcaption" variant="subtitle1">
          Udział w kosztach
        </Typography>
        <Box sx={{ height: 280 }} data-testid="chart-share">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={data} dataKey="total" nameKey="name" outerRadius="70%" isAnimationActive={false}>
                {data.map((entry, i) => (
                  <Cell key={entry.name} fill={COLOURS[i % COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => zloty(Number(value) * 100)} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </Box>
      </Box>
    </Box>
  );
}
