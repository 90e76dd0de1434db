package unscrambler.io;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A PrintWriter that remembers why writing failed. A plain PrintWriter swallows the IOException and
 * keeps only a flag ({@link #checkError()}); a run that writes thousands of results must stop at
 * the first failure (a full disk, a closed pipe) and say why in words.
 */
public final class ReportingPrintWriter extends PrintWriter {

    private final Remembering sink;

    private ReportingPrintWriter(Remembering sink) {
        super(sink, false);
        this.sink = sink;
    }

    /** UTF-8 text to a stream, buffered. */
    public static ReportingPrintWriter of(OutputStream out) {
        return new ReportingPrintWriter(new Remembering(
                new java.io.BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8))));
    }

    /** Why the first failed write failed, if one did. */
    public Optional<IOException> failure() {
        return Optional.ofNullable(sink.failure);
    }

    /** Keeps the first IOException that passes through it. */
    private static final class Remembering extends FilterWriter {
        private volatile IOException failure;

        Remembering(Writer out) {
            super(out);
        }

        /** A write to the stream underneath, which may fail. */
        private interface Write {
            void run() throws IOException;
        }

        /** Does the write, remembering the first failure before passing it on. */
        private void guarded(Write write) throws IOException {
            try {
                write.run();
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                }
                throw e;
            }
        }

        @Override
        public void write(int c) throws IOException {
            guarded(() -> super.write(c));
        }

        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            guarded(() -> super.write(buf, off, len));
        }

        @Override
        public void write(String str, int off, int len) throws IOException {
            guarded(() -> super.write(str, off, len));
        }

        @Override
        public void flush() throws IOException {
            guarded(super::flush);
        }

        @Override
        public void close() throws IOException {
            guarded(super::close);
        }
    }
}
