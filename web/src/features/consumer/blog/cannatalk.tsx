import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { sanitizeHtml } from '#shared/sanitize-html';
import { pages } from '#web/app/paths.ts';
import { blogsQuery } from './api.ts';

/**
 * CannaTalk (spec 1): /cannatalk shows the newest post, /cannatalk/{id} the one chosen; the
 * 'Recent Posts' links change the address without a reload. The server sanitises each post; the
 * page does it again, so no route to the page can carry a script.
 */
export function CannaTalk({ id }: { id: string | undefined }) {
  const posts = useQuery(blogsQuery());
  if (posts.isPending)
    return (
      <p role="status" className="page-loading">
        Loading
      </p>
    );
  if (posts.isError) return <p role="alert">The posts could not be loaded. Please try again in a minute.</p>;
  const post = (id ? posts.data.find((p) => p.id === id) : posts.data[0]) ?? undefined;
  return (
    <div className="blog">
      <article aria-labelledby="post-title" className="blog-article">
        <p className="eyebrow">Article</p>
        {post ? (
          <>
            {post.featured_image && (
              <img className="blog-image" src={post.featured_image} alt="" width={800} height={600} />
            )}
            <h1 id="post-title" className="page-title">
              {post.title}
            </h1>
            <p className="dimmed">
              <time dateTime={post.publishedAt}>
                {new Date(post.publishedAt).toLocaleDateString('en-US', {
                  year: 'numeric',
                  month: 'long',
                  day: 'numeric',
                })}
              </time>
            </p>
            <div className="blog-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.content) }} />
          </>
        ) : (
          <h1 id="post-title" className="page-title">
            {posts.data.length ? 'That post is not here any more.' : 'No posts yet.'}
          </h1>
        )}
      </article>
      <aside aria-labelledby="recent-title" className="blog-recent">
        <h2 id="recent-title" className="section-title">
          Recent Posts
        </h2>
        <ul>
          {posts.data.map((p) => (
            <li key={p.id}>
              <Link to={pages.blog.href({ id: p.id })} aria-current={p.id === post?.id ? 'page' : undefined}>
                {p.title}
              </Link>
              <p className="dimmed">{p.excerpt}</p>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
