import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local's own main, bound to 127.0.0.1. The jar has no host option: its Jetty server is
 * built for a port alone and so listens on every interface, where anyone on the network could
 * write the table with any credentials. The runtime compiles it once (infra/local/services/dynamodb.ts)
 * and runs the class with the jar on the class path, or, without javac, runs this file as it is
 * (source-file mode, JDK 11+); it takes the jar's own arguments.
 */
// not public: javac then takes it from this file, whose name is the repository's, not the class's
class DynamoDbLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    for (Connector c : ((Server) field.get(proxy)).getConnectors()) ((ServerConnector) c).setHost("127.0.0.1");
    proxy.start();
  }
}
