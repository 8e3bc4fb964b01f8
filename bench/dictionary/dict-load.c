// Closed-loop load generator for a dictd server (RFC 2229): N persistent connections, each sends
// one DEFINE at a time for a random word of the list and reads the whole answer (150/151 text
// "." ... 250, or 552 no match). TCP_NODELAY on the socket and TCP_QUICKACK re-armed after every
// read, so the server's small writes are acknowledged at once and delayed ACKs add no 40 ms.
//
//   cc -O2 -pthread -o dict-load dict-load.c
//   ./dict-load HOST PORT CONNECTIONS WARMUP_S MEASURE_S WORDS_FILE [lev]    (lines: database<TAB>word)
// With "lev", a DEFINE that finds nothing is followed by MATCH database lev "word" on the same
// connection (what a dictd client does to suggest close spellings); the request is timed to the
// end of the MATCH answer.
// Prints one JSON line: requests and no-match answers in the measured window, rate, p50/p99 ms.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_WORDS 100000

static char *db_of[MAX_WORDS], *word_of[MAX_WORDS];
static int n_words;
static const char *host;
static int port, warmup_s, measure_s, lev;
static double t_start, t_measure, t_end;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

typedef struct {
  unsigned seed;
  long done, nomatch, errors;
  double *lat;
  long n_lat, cap;
} worker_t;

static void quickack(int fd) {
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_QUICKACK, &one, sizeof one);
}

/* Reads one line (without CRLF) into out; returns length or -1. Buffered per connection. */
typedef struct {
  int fd;
  char buf[1 << 16];
  int start, end;
} conn_t;

static int read_line(conn_t *c, char *out, int cap) {
  for (;;) {
    for (int i = c->start; i < c->end; i++) {
      if (c->buf[i] == '\n') {
        int len = i - c->start;
        if (len > 0 && c->buf[i - 1] == '\r') len--;
        if (len >= cap) len = cap - 1;
        memcpy(out, c->buf + c->start, len);
        out[len] = 0;
        c->start = i + 1;
        return len;
      }
    }
    if (c->start > 0) {
      memmove(c->buf, c->buf + c->start, c->end - c->start);
      c->end -= c->start;
      c->start = 0;
    }
    if (c->end == (int)sizeof c->buf) c->end = c->start = 0; /* overlong line: drop it */
    ssize_t n = recv(c->fd, c->buf + c->end, sizeof c->buf - c->end, 0);
    quickack(c->fd);
    if (n <= 0) return -1;
    c->end += n;
  }
}

/* Reads one full answer; returns the final status code (250, 552, ...) or -1. */
static int read_answer(conn_t *c) {
  char line[4096];
  int in_text = 0;
  for (;;) {
    if (read_line(c, line, sizeof line) < 0) return -1;
    if (in_text) {
      if (strcmp(line, ".") == 0) in_text = 0;
      continue;
    }
    int code = atoi(line);
    if (code == 151 || code == 152) in_text = 1;
    else if (code != 150) return code;
  }
}

static void *run(void *arg) {
  worker_t *w = arg;
  conn_t *c = calloc(1, sizeof *c);
  c->fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons(port)};
  inet_pton(AF_INET, host, &sa.sin_addr);
  if (connect(c->fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
    perror("connect");
    exit(1);
  }
  int one = 1;
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  char line[4096], req[1024];
  if (read_line(c, line, sizeof line) < 0 || atoi(line) != 220) {
    fprintf(stderr, "no banner: %s\n", line);
    exit(1);
  }
  for (;;) {
    double t0 = now();
    if (t0 >= t_end) break;
    int i = rand_r(&w->seed) % n_words;
    int len = snprintf(req, sizeof req, "DEFINE %s \"%s\"\r\n", db_of[i], word_of[i]);
    if (send(c->fd, req, len, 0) != len) {
      w->errors++;
      break;
    }
    int code = read_answer(c);
    if (code == 552 && lev) {
      len = snprintf(req, sizeof req, "MATCH %s lev \"%s\"\r\n", db_of[i], word_of[i]);
      if (send(c->fd, req, len, 0) != len || read_answer(c) < 0) code = -1;
    }
    double t1 = now();
    if (code < 0) {
      w->errors++;
      break;
    }
    if (t0 < t_measure) continue;
    if (code == 552) w->nomatch++;
    else if (code != 250) w->errors++;
    w->done++;
    if (w->n_lat == w->cap) {
      w->cap = w->cap ? w->cap * 2 : 65536;
      w->lat = realloc(w->lat, w->cap * sizeof(double));
    }
    w->lat[w->n_lat++] = (t1 - t0) * 1000;
  }
  send(c->fd, "QUIT\r\n", 6, 0);
  close(c->fd);
  free(c);
  return NULL;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc != 7 && argc != 8) {
    fprintf(stderr, "usage: %s HOST PORT CONNECTIONS WARMUP_S MEASURE_S WORDS_FILE [lev]\n", argv[0]);
    return 2;
  }
  lev = argc == 8 && strcmp(argv[7], "lev") == 0;
  host = argv[1];
  port = atoi(argv[2]);
  int conns = atoi(argv[3]);
  warmup_s = atoi(argv[4]);
  measure_s = atoi(argv[5]);
  FILE *f = fopen(argv[6], "r");
  if (!f) {
    perror(argv[6]);
    return 2;
  }
  char line[2048];
  while (n_words < MAX_WORDS && fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    char *tab = strchr(line, '\t');
    if (!tab) continue;
    *tab = 0;
    db_of[n_words] = strdup(line);
    word_of[n_words] = strdup(tab + 1);
    n_words++;
  }
  fclose(f);
  t_start = now();
  t_measure = t_start + warmup_s;
  t_end = t_measure + measure_s;
  pthread_t *th = calloc(conns, sizeof *th);
  worker_t *ws = calloc(conns, sizeof *ws);
  for (int i = 0; i < conns; i++) {
    ws[i].seed = 12345 + i;
    pthread_create(&th[i], NULL, run, &ws[i]);
  }
  long done = 0, nomatch = 0, errors = 0, n = 0;
  for (int i = 0; i < conns; i++) {
    pthread_join(th[i], NULL);
    done += ws[i].done;
    nomatch += ws[i].nomatch;
    errors += ws[i].errors;
    n += ws[i].n_lat;
  }
  double *all = malloc((n ? n : 1) * sizeof(double));
  long k = 0;
  for (int i = 0; i < conns; i++) {
    memcpy(all + k, ws[i].lat, ws[i].n_lat * sizeof(double));
    k += ws[i].n_lat;
  }
  qsort(all, n, sizeof(double), cmp);
  double p50 = n ? all[(long)(0.50 * n)] : 0, p99 = n ? all[(long)(0.99 * n) < n ? (long)(0.99 * n) : n - 1] : 0;
  printf("{\"requests\":%ld,\"nomatch\":%ld,\"errors\":%ld,\"rps\":%.1f,\"p50_ms\":%.3f,\"p99_ms\":%.3f}\n", done,
         nomatch, errors, done / (double)measure_s, p50, p99);
  return 0;
}
