import { Box, Card, CardContent, Typography } from '@mui/material';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { TESTIMONIALS } from './homeCopy.ts';
import { HomeSection } from './HomeSection.tsx';

/** Testimonials: what attorneys, providers and facilities say about working on CaseBridge. */
export const TestimonialsSection = () => (
  <HomeSection id="testimonials" intro="Firms, practices and facilities that work their cases on CaseBridge.">
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {TESTIMONIALS.map((testimonial) => (
        <Card key={testimonial.author} variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
          <CardContent>
            <FormatQuote color="secondary" fontSize="large" aria-hidden />
            <Typography component="blockquote" sx={{ m: 0, mb: 2, fontStyle: 'italic' }}>
              {testimonial.quote}
            </Typography>
            <Typography component="figcaption" variant="body2">
              <strong>{testimonial.author}</strong>
              <br />
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {testimonial.role}
              </Box>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  </HomeSection>
);
