/* Numba's BLAS and LAPACK helpers over a system CBLAS and LAPACK, for
 * derivatives of matrix products, of `np.linalg.solve`, `np.linalg.inv`,
 * `np.linalg.det`, `np.linalg.slogdet`, `np.linalg.cholesky` and
 * `np.linalg.eigh` / `np.linalg.eigvalsh`.
 *
 * nrtgrad's derivatives of `A @ B`, `A @ x`, `x @ A` and `np.dot` call
 * Numba's helpers `numba_xxgemm` and `numba_xxgemv` (Fortran semantics:
 * column-major, sizes by value, alpha and beta through pointers) in the
 * forward and the reverse pass; those of `np.linalg.solve` call
 * `numba_xgesv` (LAPACK gesv: A overwritten by its LU factors, B by the
 * solution; LAPACK's info returned, -1 for an invalid argument) and
 * `numba_xxgemm`; those of `np.linalg.inv` call `numba_xxgetrf` (LAPACK
 * getrf: A overwritten by its LU factors, the pivots written), then
 * `numba_ez_xxgetri` (getri: the factors overwritten by A^-1, its workspace
 * allocated here) and `numba_xxgemm`; those of `np.linalg.det` and `slogdet`
 * `numba_xxgetrf`, `numba_xgesv` and `numba_xxgemm`; those of `np.linalg.eigh`
 * and `np.linalg.eigvalsh` call `numba_ez_xxxevd` (LAPACK syevd: the
 * eigenvalues, and with jobz 'V' the eigenvectors over A, its workspaces
 * allocated here) and `numba_xxgemm`; those of `np.linalg.cholesky` call
 * `numba_xxpotrf` (LAPACK potrf of one triangle: overwritten by the Cholesky
 * factor, the other triangle left alone; info > 0: not positive definite),
 * `numba_xgesv` and `numba_xxgemm`; those of `np.linalg.qr` call
 * `numba_ez_geqrf` (LAPACK geqrf: R and the Householder reflectors over A),
 * `numba_ez_xxgqr` (orgqr: Q from the reflectors; both workspaces allocated
 * here), `numba_xgesv` and `numba_xxgemm`; those of `np.linalg.svd` (and of
 * `pinv`, `cond`, `matrix_rank`) call `numba_ez_gesdd` (LAPACK gesdd: the
 * singular values, and with jobz 'S' or 'A' the singular vectors, A destroyed,
 * its workspaces allocated here) and `numba_xxgemm`; those of `np.linalg.lstsq` call
 * `numba_ez_gelsd` (LAPACK gelsd: the minimum-norm least-squares solution over B, the
 * singular values and the rank, A destroyed, its workspaces allocated here),
 * `numba_ez_gesdd` and `numba_xxgemm`.  In a Python process Numba provides
 * them over SciPy's BLAS and LAPACK; this file provides them to C and C++
 * programs over the CBLAS found when the runtime is built (OpenBLAS, the
 * reference BLAS, ...), and the LAPACK helpers when that library, or
 * NRTGRAD_BLAS_LIBS, also links LAPACK's `dgesv_`, `dgetrf_`, `dgetri_`,
 * `dpotrf_`, `dsyevd_`, `dgeqrf_`, `dorgqr_`, `dgesdd_`, `dgelsd_` and their single-precision twins (NRTGRAD_RT_LAPACK
 * defined), for the kinds
 * 'd' (float64) and 's' (float32).  Other kinds return -1, as Numba's helpers
 * do when they cannot run.
 *
 * The CBLAS and LAPACK entry points are declared here, so no cblas.h or
 * lapack.h is needed: only a library that defines them.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

enum { COL_MAJOR = 102, NO_TRANS = 111, TRANS = 112 };

void cblas_dgemm(int order, int transa, int transb, int m, int n, int k, double alpha,
                 const double *a, int lda, const double *b, int ldb, double beta, double *c,
                 int ldc);
void cblas_sgemm(int order, int transa, int transb, int m, int n, int k, float alpha,
                 const float *a, int lda, const float *b, int ldb, float beta, float *c,
                 int ldc);
void cblas_dgemv(int order, int trans, int m, int n, double alpha, const double *a, int lda,
                 const double *x, int incx, double beta, double *y, int incy);
void cblas_sgemv(int order, int trans, int m, int n, float alpha, const float *a, int lda,
                 const float *x, int incx, float beta, float *y, int incy);

int numba_xxgemm(char kind, char transa, char transb, intptr_t m, intptr_t n, intptr_t k,
                 void *alpha, void *a, intptr_t lda, void *b, intptr_t ldb, void *beta,
                 void *c, intptr_t ldc);
int numba_xxgemv(char kind, char trans, intptr_t m, intptr_t n, void *alpha, void *a,
                 intptr_t lda, void *x, void *beta, void *y);

static int transpose(char flag) {
    return flag == 'n' || flag == 'N' ? NO_TRANS : TRANS;
}

int numba_xxgemm(char kind, char transa, char transb, intptr_t m, intptr_t n, intptr_t k,
                 void *alpha, void *a, intptr_t lda, void *b, intptr_t ldb, void *beta,
                 void *c, intptr_t ldc) {
    if (m > INT32_MAX || n > INT32_MAX || k > INT32_MAX || lda > INT32_MAX
            || ldb > INT32_MAX || ldc > INT32_MAX)
        return -1;
    switch (kind) {
    case 'd':
        cblas_dgemm(COL_MAJOR, transpose(transa), transpose(transb), (int)m, (int)n, (int)k,
                    *(double *)alpha, a, (int)lda, b, (int)ldb, *(double *)beta, c, (int)ldc);
        return 0;
    case 's':
        cblas_sgemm(COL_MAJOR, transpose(transa), transpose(transb), (int)m, (int)n, (int)k,
                    *(float *)alpha, a, (int)lda, b, (int)ldb, *(float *)beta, c, (int)ldc);
        return 0;
    default:
        return -1;
    }
}

int numba_xxgemv(char kind, char trans, intptr_t m, intptr_t n, void *alpha, void *a,
                 intptr_t lda, void *x, void *beta, void *y) {
    if (m > INT32_MAX || n > INT32_MAX || lda > INT32_MAX)
        return -1;
    switch (kind) {
    case 'd':
        cblas_dgemv(COL_MAJOR, transpose(trans), (int)m, (int)n, *(double *)alpha, a, (int)lda,
                    x, 1, *(double *)beta, y, 1);
        return 0;
    case 's':
        cblas_sgemv(COL_MAJOR, transpose(trans), (int)m, (int)n, *(float *)alpha, a, (int)lda,
                    x, 1, *(float *)beta, y, 1);
        return 0;
    default:
        return -1;
    }
}

#ifdef NRTGRAD_RT_LAPACK

void dgesv_(const int *n, const int *nrhs, double *a, const int *lda, int *ipiv, double *b,
            const int *ldb, int *info);
void sgesv_(const int *n, const int *nrhs, float *a, const int *lda, int *ipiv, float *b,
            const int *ldb, int *info);

int numba_xgesv(char kind, intptr_t n, intptr_t nrhs, void *a, intptr_t lda, int *ipiv, void *b,
                intptr_t ldb);

int numba_xgesv(char kind, intptr_t n, intptr_t nrhs, void *a, intptr_t lda, int *ipiv, void *b,
                intptr_t ldb) {
    if (n > INT32_MAX || nrhs > INT32_MAX || lda > INT32_MAX || ldb > INT32_MAX)
        return -1;
    int n_ = (int)n, nrhs_ = (int)nrhs, lda_ = (int)lda, ldb_ = (int)ldb, info = 0;
    switch (kind) {
    case 'd':
        dgesv_(&n_, &nrhs_, a, &lda_, ipiv, b, &ldb_, &info);
        break;
    case 's':
        sgesv_(&n_, &nrhs_, a, &lda_, ipiv, b, &ldb_, &info);
        break;
    default:
        return -1;
    }
    return info < 0 ? -1 : info;
}

void dgetrf_(const int *m, const int *n, double *a, const int *lda, int *ipiv, int *info);
void sgetrf_(const int *m, const int *n, float *a, const int *lda, int *ipiv, int *info);
void dgetri_(const int *n, double *a, const int *lda, const int *ipiv, double *work,
             const int *lwork, int *info);
void sgetri_(const int *n, float *a, const int *lda, const int *ipiv, float *work,
             const int *lwork, int *info);

int numba_xxgetrf(char kind, intptr_t m, intptr_t n, void *a, intptr_t lda, int *ipiv);
int numba_ez_xxgetri(char kind, intptr_t n, void *a, intptr_t lda, int *ipiv);

int numba_xxgetrf(char kind, intptr_t m, intptr_t n, void *a, intptr_t lda, int *ipiv) {
    if (m > INT32_MAX || n > INT32_MAX || lda > INT32_MAX)
        return -1;
    int m_ = (int)m, n_ = (int)n, lda_ = (int)lda, info = 0;
    switch (kind) {
    case 'd':
        dgetrf_(&m_, &n_, a, &lda_, ipiv, &info);
        break;
    case 's':
        sgetrf_(&m_, &n_, a, &lda_, ipiv, &info);
        break;
    default:
        return -1;
    }
    return info < 0 ? -1 : info;
}

/* getri with the workspace LAPACK asks for (a query with lwork = -1 first) */
int numba_ez_xxgetri(char kind, intptr_t n, void *a, intptr_t lda, int *ipiv) {
    if (n > INT32_MAX || lda > INT32_MAX || (kind != 'd' && kind != 's'))
        return -1;
    int n_ = (int)n, lda_ = (int)lda, query = -1, info = 0;
    double size_d = 0.0;
    float size_s = 0.0f;
    if (kind == 'd')
        dgetri_(&n_, a, &lda_, ipiv, &size_d, &query, &info);
    else
        sgetri_(&n_, a, &lda_, ipiv, &size_s, &query, &info);
    if (info < 0)
        return -1;
    int lwork = kind == 'd' ? (int)size_d : (int)size_s;
    lwork = lwork > 1 ? lwork : 1;
    void *work = malloc((size_t)lwork * (kind == 'd' ? sizeof(double) : sizeof(float)));
    if (work == NULL)
        return -1;
    if (kind == 'd')
        dgetri_(&n_, a, &lda_, ipiv, work, &lwork, &info);
    else
        sgetri_(&n_, a, &lda_, ipiv, work, &lwork, &info);
    free(work);
    return info < 0 ? -1 : info;
}

void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda,
             double *w, double *work, const int *lwork, int *iwork, const int *liwork,
             int *info, size_t jobz_length, size_t uplo_length);
void ssyevd_(const char *jobz, const char *uplo, const int *n, float *a, const int *lda,
             float *w, float *work, const int *lwork, int *iwork, const int *liwork,
             int *info, size_t jobz_length, size_t uplo_length);

int numba_ez_xxxevd(char kind, char jobz, char uplo, intptr_t n, void *a, intptr_t lda,
                    void *w);

/* syevd with the workspaces LAPACK asks for (a query with lwork = liwork = -1 first;
 * float's answer no smaller than the documented minimum, which a float may round
 * below): w the eigenvalues of the symmetric matrix of a's triangle uplo, ascending,
 * and with jobz 'V' its eigenvectors over a */
int numba_ez_xxxevd(char kind, char jobz, char uplo, intptr_t n, void *a, intptr_t lda,
                    void *w) {
    if (n > INT32_MAX || lda > INT32_MAX || (kind != 'd' && kind != 's'))
        return -1;
    int n_ = (int)n, lda_ = (int)lda, query = -1, iwork_size = 0, info = 0;
    double size_d = 0.0;
    float size_s = 0.0f;
    if (kind == 'd')
        dsyevd_(&jobz, &uplo, &n_, a, &lda_, w, &size_d, &query, &iwork_size, &query, &info,
                1, 1);
    else
        ssyevd_(&jobz, &uplo, &n_, a, &lda_, w, &size_s, &query, &iwork_size, &query, &info,
                1, 1);
    if (info < 0)
        return -1;
    int vectors = jobz == 'V' || jobz == 'v';
    int64_t minimum = vectors ? 1 + 6 * (int64_t)n + 2 * (int64_t)n * n : 2 * (int64_t)n + 1;
    int64_t asked = kind == 'd' ? (int64_t)size_d : (int64_t)size_s;
    int64_t lwork = asked > minimum ? asked : minimum;
    int liwork = iwork_size > 1 ? iwork_size : 1;
    if (lwork > INT32_MAX)
        return -1;
    int lwork_ = (int)lwork;
    void *work = malloc((size_t)lwork * (kind == 'd' ? sizeof(double) : sizeof(float)));
    int *iwork = malloc((size_t)liwork * sizeof(int));
    if (work == NULL || iwork == NULL) {
        free(work);
        free(iwork);
        return -1;
    }
    if (kind == 'd')
        dsyevd_(&jobz, &uplo, &n_, a, &lda_, w, work, &lwork_, iwork, &liwork, &info, 1, 1);
    else
        ssyevd_(&jobz, &uplo, &n_, a, &lda_, w, work, &lwork_, iwork, &liwork, &info, 1, 1);
    free(work);
    free(iwork);
    return info < 0 ? -1 : info;
}

/* the trailing length of the character argument, as gfortran passes it */
void dpotrf_(const char *uplo, const int *n, double *a, const int *lda, int *info, size_t);
void spotrf_(const char *uplo, const int *n, float *a, const int *lda, int *info, size_t);

int numba_xxpotrf(char kind, char uplo, intptr_t n, void *a, intptr_t lda);

int numba_xxpotrf(char kind, char uplo, intptr_t n, void *a, intptr_t lda) {
    if (n > INT32_MAX || lda > INT32_MAX)
        return -1;
    int n_ = (int)n, lda_ = (int)lda, info = 0;
    switch (kind) {
    case 'd':
        dpotrf_(&uplo, &n_, a, &lda_, &info, 1);
        break;
    case 's':
        spotrf_(&uplo, &n_, a, &lda_, &info, 1);
        break;
    default:
        return -1;
    }
    return info < 0 ? -1 : info;
}

void dgeqrf_(const int *m, const int *n, double *a, const int *lda, double *tau, double *work,
             const int *lwork, int *info);
void sgeqrf_(const int *m, const int *n, float *a, const int *lda, float *tau, float *work,
             const int *lwork, int *info);
void dorgqr_(const int *m, const int *n, const int *k, double *a, const int *lda,
             const double *tau, double *work, const int *lwork, int *info);
void sorgqr_(const int *m, const int *n, const int *k, float *a, const int *lda,
             const float *tau, float *work, const int *lwork, int *info);

int numba_ez_geqrf(char kind, intptr_t m, intptr_t n, void *a, intptr_t lda, void *tau);
int numba_ez_xxgqr(char kind, intptr_t m, intptr_t n, intptr_t k, void *a, intptr_t lda,
                   void *tau);

/* a workspace of the size LAPACK answered to a query (at least `minimum`
 * elements), or NULL */
static void *workspace(char kind, double size_d, float size_s, int64_t minimum, int *lwork) {
    int64_t asked = kind == 'd' ? (int64_t)size_d : (int64_t)size_s;
    int64_t size = asked > minimum ? asked : minimum;
    if (size > INT32_MAX)
        return NULL;
    *lwork = (int)size;
    return malloc((size_t)size * (kind == 'd' ? sizeof(double) : sizeof(float)));
}

/* geqrf with the workspace LAPACK asks for: R over a's upper trapezoid, the
 * Householder reflectors below it and their scalars in tau */
int numba_ez_geqrf(char kind, intptr_t m, intptr_t n, void *a, intptr_t lda, void *tau) {
    if (m > INT32_MAX || n > INT32_MAX || lda > INT32_MAX || (kind != 'd' && kind != 's'))
        return -1;
    int m_ = (int)m, n_ = (int)n, lda_ = (int)lda, query = -1, lwork = 0, info = 0;
    double size_d = 0.0;
    float size_s = 0.0f;
    if (kind == 'd')
        dgeqrf_(&m_, &n_, a, &lda_, tau, &size_d, &query, &info);
    else
        sgeqrf_(&m_, &n_, a, &lda_, tau, &size_s, &query, &info);
    void *work = info < 0 ? NULL : workspace(kind, size_d, size_s, n > 1 ? n : 1, &lwork);
    if (work == NULL)
        return -1;
    if (kind == 'd')
        dgeqrf_(&m_, &n_, a, &lda_, tau, work, &lwork, &info);
    else
        sgeqrf_(&m_, &n_, a, &lda_, tau, work, &lwork, &info);
    free(work);
    return info < 0 ? -1 : info;
}

/* orgqr with the workspace LAPACK asks for: the m x n Q of the k reflectors below
 * a's diagonal and tau (geqrf's) over a */
int numba_ez_xxgqr(char kind, intptr_t m, intptr_t n, intptr_t k, void *a, intptr_t lda,
                   void *tau) {
    if (m > INT32_MAX || n > INT32_MAX || k > INT32_MAX || lda > INT32_MAX
            || (kind != 'd' && kind != 's'))
        return -1;
    int m_ = (int)m, n_ = (int)n, k_ = (int)k, lda_ = (int)lda, query = -1, lwork = 0,
        info = 0;
    double size_d = 0.0;
    float size_s = 0.0f;
    if (kind == 'd')
        dorgqr_(&m_, &n_, &k_, a, &lda_, tau, &size_d, &query, &info);
    else
        sorgqr_(&m_, &n_, &k_, a, &lda_, tau, &size_s, &query, &info);
    void *work = info < 0 ? NULL : workspace(kind, size_d, size_s, n > 1 ? n : 1, &lwork);
    if (work == NULL)
        return -1;
    if (kind == 'd')
        dorgqr_(&m_, &n_, &k_, a, &lda_, tau, work, &lwork, &info);
    else
        sorgqr_(&m_, &n_, &k_, a, &lda_, tau, work, &lwork, &info);
    free(work);
    return info < 0 ? -1 : info;
}

/* the trailing length of the character argument, as gfortran passes it */
void dgesdd_(const char *jobz, const int *m, const int *n, double *a, const int *lda, double *s,
             double *u, const int *ldu, double *vt, const int *ldvt, double *work,
             const int *lwork, int *iwork, int *info, size_t jobz_length);
void sgesdd_(const char *jobz, const int *m, const int *n, float *a, const int *lda, float *s,
             float *u, const int *ldu, float *vt, const int *ldvt, float *work,
             const int *lwork, int *iwork, int *info, size_t jobz_length);

int numba_ez_gesdd(char kind, char jobz, intptr_t m, intptr_t n, void *a, intptr_t lda,
                   void *s, void *u, intptr_t ldu, void *vt, intptr_t ldvt);

/* gesdd with the workspace LAPACK asks for (a query with lwork = -1 first; float's
 * answer rounded up by one) and the integer workspace of 8 min(m, n): s the singular
 * values of a (destroyed), descending, and with jobz 'S' or 'A' the singular vectors */
int numba_ez_gesdd(char kind, char jobz, intptr_t m, intptr_t n, void *a, intptr_t lda,
                   void *s, void *u, intptr_t ldu, void *vt, intptr_t ldvt) {
    if (m > INT32_MAX || n > INT32_MAX || lda > INT32_MAX || ldu > INT32_MAX
        || ldvt > INT32_MAX || (kind != 'd' && kind != 's'))
        return -1;
    int m_ = (int)m, n_ = (int)n, lda_ = (int)lda, ldu_ = (int)ldu, ldvt_ = (int)ldvt;
    int query = -1, info = 0;
    int64_t k = m < n ? (int64_t)m : (int64_t)n;
    int *iwork = malloc((size_t)(8 * (k > 0 ? k : 1)) * sizeof(int));
    if (iwork == NULL)
        return -1;
    double size_d = 0.0;
    float size_s = 0.0f;
    if (kind == 'd')
        dgesdd_(&jobz, &m_, &n_, a, &lda_, s, u, &ldu_, vt, &ldvt_, &size_d, &query, iwork,
                &info, 1);
    else
        sgesdd_(&jobz, &m_, &n_, a, &lda_, s, u, &ldu_, vt, &ldvt_, &size_s, &query, iwork,
                &info, 1);
    int64_t lwork = kind == 'd' ? (int64_t)size_d : (int64_t)size_s + 1;
    lwork = lwork > 1 ? lwork : 1;
    void *work = info < 0 || lwork > INT32_MAX
        ? NULL : malloc((size_t)lwork * (kind == 'd' ? sizeof(double) : sizeof(float)));
    if (work == NULL) {
        free(iwork);
        return -1;
    }
    int lwork_ = (int)lwork;
    if (kind == 'd')
        dgesdd_(&jobz, &m_, &n_, a, &lda_, s, u, &ldu_, vt, &ldvt_, work, &lwork_, iwork, &info,
                1);
    else
        sgesdd_(&jobz, &m_, &n_, a, &lda_, s, u, &ldu_, vt, &ldvt_, work, &lwork_, iwork, &info,
                1);
    free(work);
    free(iwork);
    return info < 0 ? -1 : info;
}


void dgelsd_(const int *m, const int *n, const int *nrhs, double *a, const int *lda, double *b,
             const int *ldb, double *s, const double *rcond, int *rank, double *work,
             const int *lwork, int *iwork, int *info);
void sgelsd_(const int *m, const int *n, const int *nrhs, float *a, const int *lda, float *b,
             const int *ldb, float *s, const float *rcond, int *rank, float *work,
             const int *lwork, int *iwork, int *info);

int numba_ez_gelsd(char kind, intptr_t m, intptr_t n, intptr_t nrhs, void *a, intptr_t lda,
                   void *b, intptr_t ldb, void *s, double rcond, intptr_t *rank);

/* gelsd with the workspaces LAPACK asks for (a query with lwork = -1 first: the real
 * workspace's size, float's rounded up by one, and the integer workspace's in iwork[0]):
 * X = A^+ B over b (ldb >= max(m, n)), the singular values s of a (destroyed) and the
 * effective rank.  Numba's lstsq passes the address of an int32 as the rank: the rank is
 * written as an int (Numba's own helper writes a Py_ssize_t there, past the int32) */
int numba_ez_gelsd(char kind, intptr_t m, intptr_t n, intptr_t nrhs, void *a, intptr_t lda,
                   void *b, intptr_t ldb, void *s, double rcond, intptr_t *rank) {
    if (m > INT32_MAX || n > INT32_MAX || nrhs > INT32_MAX || lda > INT32_MAX
        || ldb > INT32_MAX || (kind != 'd' && kind != 's'))
        return -1;
    int m_ = (int)m, n_ = (int)n, nrhs_ = (int)nrhs, lda_ = (int)lda, ldb_ = (int)ldb;
    int query = -1, info = 0, rank_ = 0, liwork = 1;
    float rcond_s = (float)rcond;
    double size_d = 0.0;
    float size_s = 0.0f;
    if (kind == 'd')
        dgelsd_(&m_, &n_, &nrhs_, a, &lda_, b, &ldb_, s, &rcond, &rank_, &size_d, &query,
                &liwork, &info);
    else
        sgelsd_(&m_, &n_, &nrhs_, a, &lda_, b, &ldb_, s, &rcond_s, &rank_, &size_s, &query,
                &liwork, &info);
    int64_t lwork = kind == 'd' ? (int64_t)size_d : (int64_t)size_s + 1;
    lwork = lwork > 1 ? lwork : 1;
    void *work = info < 0 || lwork > INT32_MAX
        ? NULL : malloc((size_t)lwork * (kind == 'd' ? sizeof(double) : sizeof(float)));
    int *iwork = malloc((size_t)(liwork > 1 ? liwork : 1) * sizeof(int));
    if (work == NULL || iwork == NULL) {
        free(work);
        free(iwork);
        return -1;
    }
    int lwork_ = (int)lwork;
    if (kind == 'd')
        dgelsd_(&m_, &n_, &nrhs_, a, &lda_, b, &ldb_, s, &rcond, &rank_, work, &lwork_, iwork,
                &info);
    else
        sgelsd_(&m_, &n_, &nrhs_, a, &lda_, b, &ldb_, s, &rcond_s, &rank_, work, &lwork_,
                iwork, &info);
    free(work);
    free(iwork);
    *(int *)rank = rank_;
    return info < 0 ? -1 : info;
}

#endif
