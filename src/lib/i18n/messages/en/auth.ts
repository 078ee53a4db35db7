/** English: the source of every language's 'auth' messages. */
export default {} as const;
